import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { type WebContext, VIEW_MESSAGES_EN } from '@plinth/sdk/web';
import type { ReactNode } from 'react';
import { en } from '../web/i18n.js';

/** A WebContext of plain objects with the plugin's English texts; API calls are vi.fn()s. */
export function testContext(permissions: string[] | '*' = '*'): WebContext {
  return fakeWebContext({ texts: { ...VIEW_MESSAGES_EN, ...en }, permissions });
}

export function withContext(ctx: WebContext, node: ReactNode) {
  return withPlinth(ctx, node);
}
