/**
 * Web test helpers (jsdom): a WebContext made of plain objects, so a plugin's web part is tested
 * against the SDK contract only. Kept apart from `@plinth/sdk/testing` (which boots hosts and
 * opens databases) so web tests pull no node-only modules.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { defaultUiSettings, type UiSettings } from '../index.js';
import { ConfirmHost, ConfirmQueue, observable, PlinthContext, type WebContext } from '../web/index.js';

/** Sections of the context an override replaces member by member (getters kept). */
type Sections = 'api' | 'toast' | 'ui' | 'session' | 'route' | 'notifications' | 'i18n';

export type FakeWebContextOverrides = {
  /** The English texts `i18n.t` answers from; a key without a text comes back as itself. */
  texts?: Readonly<Record<string, string>>;
  /** What `session.can` grants; default all (`'*'`). */
  permissions?: readonly string[] | '*';
} & { [K in Sections]?: Partial<WebContext[K]> } & Partial<Omit<WebContext, Sections>>;

const englishNumber = new Intl.NumberFormat('en');

/**
 * `{{name}}` placeholders of an i18n text filled from `values` (missing ones empty); as
 * i18next's formatter, `{{name, number}}` writes a number with the language's separators.
 */
export const interpolate = (text: string, values?: Readonly<Record<string, unknown>>) =>
  text.replace(/\{\{(\w+)(, *number)?\}\}/g, (_, name: string, number?: string) => {
    const value = values?.[name];
    return number && typeof value === 'number' ? englishNumber.format(value) : String(value ?? '');
  });

const englishPlural = new Intl.PluralRules('en');

/**
 * The English text of `key` as i18next picks it: with a numeric `count`, the plural form
 * (`key_one`, `key_other`) when the texts have one.
 */
export function englishText(texts: Readonly<Record<string, string>>, key: string, values?: Readonly<Record<string, unknown>>): string {
  const count = values?.count;
  const plural = typeof count === 'number' ? texts[`${key}_${englishPlural.select(count)}`] : undefined;
  return interpolate(plural ?? texts[key] ?? key, values);
}

/** The frame's default UI settings as an observable, with `patch` applied. */
export function fakeUiSettings(patch: Partial<UiSettings> = {}): UiSettings {
  return observable<UiSettings>({ ...defaultUiSettings(), ...patch });
}

/**
 * The questions of a fake context's `confirm`, shown by `withPlinth` in the SDK's real dialog. A
 * symbol-keyed member, so a context copied with spread keeps it.
 */
const FAKE_CONFIRMS = Symbol('plinth.fakeConfirms');
type WithConfirms = { [FAKE_CONFIRMS]?: ConfirmQueue };

/** `base` with `override`'s members on top; property descriptors are copied so getters stay live. */
function merged<T extends object>(base: T, override: Partial<T> | undefined): T {
  if (!override) return base;
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(override) }) as T;
}

/**
 * A signed-in owner's WebContext at `/`: API calls, toasts, navigation and session actions are
 * `vi.fn()`s, storage forgets. `confirm` is a `vi.fn()` over a real queue: `withPlinth` shows its
 * questions in the frame's dialog (OK / Cancel), so tests answer them by clicking. Each section in `overrides` replaces only the members it names.
 */
export function fakeWebContext(overrides: FakeWebContextOverrides = {}): WebContext {
  const { texts = {}, permissions = '*', api, toast, ui, session, route, notifications, i18n, ...rest } = overrides;
  const confirms = new ConfirmQueue();
  const base: WebContext & WithConfirms = {
    [FAKE_CONFIRMS]: confirms,
    confirm: vi.fn(confirms.ask),
    api: {
      get: vi.fn(),
      post: vi.fn(),
      put: vi.fn(),
      patch: vi.fn(),
      delete: vi.fn(),
      rpc: vi.fn(),
      onUnauthorized: () => () => undefined,
    },
    toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() },
    ui: { settings: fakeUiSettings(), update: vi.fn() },
    session: {
      user: { email: 'ada@example.com', roles: { owner: true } },
      token: null,
      projectInfo: null,
      ability: { darkTheme: false, maxTables: 99999, maxTabs: 99 },
      previewAs: null,
      can: (permission) => permissions === '*' || permissions.includes(permission),
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
      t: (key, opts) => englishText(texts, key, opts),
      changeLanguage: vi.fn(async () => undefined),
      on: () => undefined,
      off: () => undefined,
    },
    navigate: vi.fn(),
    openSettings: vi.fn(),
    storage: () => ({ get: () => undefined, set: () => undefined, remove: () => undefined }),
  };
  return {
    ...base,
    ...rest,
    api: merged(base.api, api),
    toast: merged(base.toast, toast),
    ui: merged(base.ui, ui),
    session: merged(base.session, session),
    route: merged(base.route, route),
    notifications: merged(base.notifications, notifications),
    i18n: merged(base.i18n, i18n),
  };
}

/**
 * `ui` inside the context provider plugin components read `usePlinth()` / `useT()` from, with the
 * confirmation dialog of a `fakeWebContext` beside it.
 */
export function withPlinth(ctx: WebContext, ui: ReactNode) {
  const confirms = (ctx as WithConfirms)[FAKE_CONFIRMS];
  return (
    <PlinthContext.Provider value={ctx}>
      {ui}
      {confirms && <ConfirmHost queue={confirms} confirmLabel="OK" cancelLabel="Cancel" />}
    </PlinthContext.Provider>
  );
}

export { expectedKeys, identicalShare, localeProblems } from './locale-check.js';
