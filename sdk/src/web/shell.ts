import { createElement, useId, type ComponentType } from 'react';
import type { RouteContribution, SavedStateView } from './types.js';
// index.ts re-exports this file; useT is defined there (a cycle ES modules resolve at call time).
import { useT } from './index.js';

/** 000 s.4 / s.9: a project load waits up to 5 s for the saved state, checking every 100 ms. */
export const SAVED_STATE_WAIT = { timeoutMs: 5000, pollMs: 100 } as const;

/**
 * Resolves true once the saved client state is restored, false when `timeoutMs` passed first
 * (the caller goes on with an empty state). A missing view counts as restored.
 */
export function waitForSavedState(
  view: Pick<SavedStateView, 'restored'> | undefined,
  { timeoutMs = SAVED_STATE_WAIT.timeoutMs, pollMs = SAVED_STATE_WAIT.pollMs }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<boolean> {
  if (!view || view.restored) return Promise.resolve(true);
  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (view.restored) {
        clearInterval(timer);
        resolve(true);
      } else if (Date.now() - started >= timeoutMs) {
        clearInterval(timer);
        resolve(false);
      }
    }, pollMs);
  });
}

export interface PlaceholderOptions {
  /** The plugin whose i18n namespace holds the keys. */
  pluginId: string;
  /** i18n key of the page heading. */
  title: string;
  /** i18n key of the explanation ("arrives with a later release"...). */
  description: string;
  /** i18n key of the link back home; omitted: no link. */
  home?: string;
}

/**
 * A clear page for a route whose feature lands later: heading, explanation, a way home. Never a
 * blank screen; tests find it by `data-testid="placeholder-page"`.
 */
export function placeholderPage({ pluginId, title, description, home }: PlaceholderOptions): ComponentType {
  return function PlaceholderPage() {
    const t = useT(pluginId);
    const id = useId();
    return createElement(
      'section',
      {
        'aria-labelledby': id,
        'data-testid': 'placeholder-page',
        style: { maxWidth: 640, margin: '0 auto', padding: 'var(--base-size-40, 40px) var(--base-size-16, 16px)', textAlign: 'center' },
      },
      createElement(
        'h1',
        { id, style: { fontSize: 'var(--text-title-size-large, 2rem)', margin: '0 0 var(--base-size-12, 12px)' } },
        t(title),
      ),
      createElement('p', { style: { color: 'var(--fgColor-muted)', margin: '0 0 var(--base-size-16, 16px)' } }, t(description)),
      home ? createElement('a', { href: '#/', style: { color: 'var(--fgColor-accent)' } }, t(home)) : null,
    );
  };
}

/** A route showing `placeholderPage` (default layout unless given). */
/**
 * The placeholder texts of a plugin whose bundle names them by page: `<key>.title`, `<key>.body`
 * and a `home` link.
 */
export function placeholderTexts(pluginId: string): (key: string) => PlaceholderOptions {
  return (key) => ({ pluginId, title: `${key}.title`, description: `${key}.body`, home: 'home' });
}

export function placeholderRoute(
  path: string,
  options: PlaceholderOptions,
  route: Omit<RouteContribution, 'path' | 'component'> = {},
): RouteContribution {
  return { path, component: placeholderPage(options), ...route };
}
