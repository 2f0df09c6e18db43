import type { UiSettings } from '@plinth/sdk';
import { observable, PlinthContext, type WebContext } from '@plinth/sdk/web';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { en } from '../web/i18n.js';

/** A WebContext of plain objects with the plugin's English texts; API calls are vi.fn()s. */
export function testContext(permissions: string[] | '*' = '*'): WebContext {
  const settings = observable<UiSettings>({
    darkTheme: false,
    themeName: 'Default',
    customTheme: null,
    language: 'en',
    autoUpdate: false,
    checkForUpdate: true,
    autoApplyFilter: true,
    includeM2M: false,
    tour: { home: false, dashboard: false },
    panels: {},
  });
  return {
    api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn(), rpc: vi.fn(), onUnauthorized: () => () => undefined },
    toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() },
    ui: { settings, update: vi.fn() },
    session: {
      user: { email: 'ada@example.com', roles: { owner: true } },
      token: null,
      projectInfo: null,
      ability: { darkTheme: false, maxTables: 99999, maxTabs: 99 },
      previewAs: null,
      can: (p) => permissions === '*' || permissions.includes(p),
      signIn: vi.fn(),
      reloadUser: vi.fn(),
      clearUser: vi.fn(),
      signOut: vi.fn(),
      setPreviewAs: vi.fn(),
      setProjectInfo: vi.fn(),
    },
    route: { path: '/', search: '', exists: () => true, isPublic: () => false },
    notifications: { items: [], push: vi.fn(), clear: vi.fn() },
    i18n: {
      language: 'en',
      languages: ['en'],
      t: (key, opts) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(opts?.[name] ?? '')),
      changeLanguage: vi.fn(async () => undefined),
      on: () => undefined,
      off: () => undefined,
    },
    navigate: vi.fn(),
    openSettings: vi.fn(),
    storage: () => ({ get: () => undefined, set: () => undefined, remove: () => undefined }),
  } as WebContext;
}

export function withContext(ctx: WebContext, node: ReactNode) {
  return <PlinthContext.Provider value={ctx}>{node}</PlinthContext.Provider>;
}
