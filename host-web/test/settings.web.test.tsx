import { LOCALES } from '@plinth/sdk';
import { lazyComponent, resolveComponent, SAVED_STATE_KEYS, waitForSavedState } from '@plinth/sdk/web';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_BUNDLES } from '../src/i18n/i18n.js';
import { CHUNK_RELOAD_KEY, guardChunkLoad, isChunkLoadError, reloadForChunkError } from '../src/app/chunkReload.js';
// The frame installs its chunk-reload guard as the SDK's default for code-split components.
import '../src/app/contributed.js';
import { RootStore } from '../src/store/RootStore.js';
import { isEmbedded, SAVED_STATE_PREFIX } from '../src/store/SavedState.js';
import { TELEMETRY_KEY } from '../src/store/TelemetryState.js';
import { UI_SETTINGS_KEY } from '../src/store/UiSettingsState.js';
import { renderApp } from './helpers.js';

let root: RootStore | undefined;
afterEach(() => {
  root?.dispose();
  root = undefined;
  vi.useRealTimers();
});

const openVersionPanel = async () => {
  act(() => root!.settingsDialog.show('version'));
  return within(await screen.findByTestId('version-panel'));
};

describe('settings persistence', () => {
  it('saves UI settings in local storage and restores them on the next load', async () => {
    ({ root } = await renderApp({ plugins: [] }));
    act(() => root!.ui.update({ darkTheme: true, language: 'de', autoUpdate: true }));
    expect(JSON.parse(localStorage.getItem(UI_SETTINGS_KEY)!)).toMatchObject({ darkTheme: true, language: 'de', autoUpdate: true });
    root.dispose();
    const again = new RootStore({ webPlugins: [], storage: localStorage, fetch: async () => Response.json([]) });
    expect(again.ui.settings).toMatchObject({ darkTheme: true, language: 'de', autoUpdate: true });
    expect(again.i18n.language).toBe('de');
    again.dispose();
  });

  it('keeps the saved client state keys of the spec, restored when the app starts', async () => {
    expect(SAVED_STATE_KEYS.join(' ')).toBe('users sqlClient apiClient panelSize windows graphqlClient apiClientSwagger app');
    localStorage.setItem(`${SAVED_STATE_PREFIX}panelSize`, JSON.stringify({ tree: 25 }));
    ({ root } = await renderApp({ plugins: [] }));
    expect(root.ctx.savedState!.restored).toBe(true);
    expect(root.ctx.savedState!.get('panelSize')).toEqual({ tree: 25 });
    root.ctx.savedState!.set('windows', { output: true });
    expect(JSON.parse(localStorage.getItem(`${SAVED_STATE_PREFIX}windows`)!)).toEqual({ output: true });
    expect(() => root!.ctx.savedState!.set('nope' as 'app', 1)).toThrow("Unknown saved state key 'nope'");
  });

  it('the embed flag turns persistence off: nothing is read or written', async () => {
    expect(isEmbedded({ hash: '#/nc/view/abc?embed', search: '' })).toBe(true);
    expect(isEmbedded({ hash: '#/', search: '?embed=1' })).toBe(true);
    expect(isEmbedded({ hash: '#/projects', search: '' })).toBe(false);
    localStorage.setItem(UI_SETTINGS_KEY, JSON.stringify({ darkTheme: true }));
    localStorage.setItem(`${SAVED_STATE_PREFIX}app`, JSON.stringify({ x: 1 }));
    root = new RootStore({ webPlugins: [], storage: localStorage, embedded: true, fetch: async () => Response.json([]) });
    await root.start();
    expect(root.ui.settings.darkTheme).toBe(false);
    expect(root.savedState.get('app')).toBeUndefined();
    root.ui.update({ language: 'fr' });
    root.savedState.set('app', { y: 2 });
    expect(JSON.parse(localStorage.getItem(UI_SETTINGS_KEY)!)).toEqual({ darkTheme: true });
    expect(JSON.parse(localStorage.getItem(`${SAVED_STATE_PREFIX}app`)!)).toEqual({ x: 1 });
    expect(root.savedState.persistent).toBe(false);
  });

  it('waits up to 5 s for the saved state, checking every 100 ms', async () => {
    vi.useFakeTimers();
    const view = { restored: false };
    const restoredLater = waitForSavedState(view);
    vi.advanceTimersByTime(300);
    view.restored = true;
    vi.advanceTimersByTime(99);
    let settled: boolean | undefined;
    void restoredLater.then((v) => (settled = v));
    await Promise.resolve();
    expect(settled).toBeUndefined();
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(settled).toBe(true);

    const never = waitForSavedState({ restored: false });
    let gaveUp: boolean | undefined;
    void never.then((v) => (gaveUp = v));
    vi.advanceTimersByTime(4900);
    await Promise.resolve();
    expect(gaveUp).toBeUndefined();
    vi.advanceTimersByTime(100);
    await Promise.resolve();
    expect(gaveUp).toBe(false);
  });

  it('Version & Updates: switches and the release feed URL persist; a double-click reveals Application refresh', async () => {
    ({ root } = await renderApp({ plugins: [] }));
    const panel = await openVersionPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Check for updates' }));
    expect(root.ui.settings.checkForUpdate).toBe(false);
    fireEvent.change(panel.getByLabelText('Release feed URL'), { target: { value: 'https://example.test/feed.json' } });
    fireEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem('plinth.release')!)).toMatchObject({ feedUrl: 'https://example.test/feed.json' });
    expect(panel.queryByRole('button', { name: 'Application refresh' })).toBeNull();
    fireEvent.doubleClick(panel.getByText('Version'));
    expect(panel.getByRole('button', { name: 'Application refresh' })).toBeTruthy();
  });
});

describe('analytics and error reporting switches (000 s.5)', () => {
  it('refuses to turn them off for a visitor who is not registered', async () => {
    ({ root } = await renderApp({ plugins: [] }));
    const panel = await openVersionPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Usage analytics' }));
    expect(await screen.findByText('Only a registered user can disable Google Analytics, Please Login then disable.')).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Error reporting' }));
    expect(await screen.findByText('Only a registered user can disable Error Reporting, Please Login then disable.')).toBeTruthy();
    expect(root.telemetry.analytics).toBe(true);
    expect(root.telemetry.errorReporting).toBe(true);
  });

  it('asks a registered user to confirm with the spec texts, and keeps the choice', async () => {
    ({ root } = await renderApp({
      plugins: [],
      routes: { '/user/me': { email: 'ada@example.com', roles: { owner: true } } },
    }));
    await act(() => root!.session.signIn('token'));
    const panel = await openVersionPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Usage analytics' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Click submit to disable Google Analytics.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    expect(root.telemetry.analytics).toBe(false);

    fireEvent.click(panel.getByRole('button', { name: 'Error reporting' }));
    const second = await screen.findByRole('alertdialog');
    expect(
      within(second).getByText('Error reporting helps us to build a better product. Press cancel to help us build a better product ?'),
    ).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(root.telemetry.errorReporting).toBe(true);
    expect(JSON.parse(localStorage.getItem(TELEMETRY_KEY)!)).toEqual({ analytics: false, errorReporting: true });

    // Turning back on needs no confirmation.
    fireEvent.click(panel.getByRole('button', { name: 'Usage analytics' }));
    expect(root.telemetry.analytics).toBe(true);
  });
});

describe('i18n (001 s.9)', () => {
  it('registers the 24 locales, falls back to English, and writes iw right to left', async () => {
    ({ root } = await renderApp({ plugins: [] }));
    expect([...root.ctx.i18n.languages]).toEqual([...LOCALES]);
    expect(LOCALES).toHaveLength(24);
    // A locale without the frame's texts yet reads English.
    const untranslated = LOCALES.find((lng) => !HOST_BUNDLES[lng]);
    if (untranslated) {
      act(() => root!.ui.update({ language: untranslated }));
      expect(screen.getByRole('heading', { name: 'Welcome to Plinth' })).toBeTruthy();
    }
    act(() => root!.ui.update({ language: 'zh_CN' }));
    expect(await screen.findByRole('heading', { name: '欢迎使用 Plinth' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
    act(() => root!.ui.update({ language: 'iw' }));
    await screen.findByRole('heading', { name: HOST_BUNDLES.iw?.['welcome.title'] ?? 'Welcome to Plinth' });
    expect(document.documentElement.dir).toBe('rtl');
    act(() => root!.ui.update({ language: 'de' }));
    expect(await screen.findByRole('heading', { name: 'Willkommen bei Plinth' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('chunk-load failure (001 s.8)', () => {
  it('reloads at most once a minute', () => {
    let now = 1_000_000;
    const reloads: number[] = [];
    const deps = { storage: localStorage, now: () => now, reload: () => reloads.push(now) };
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('plugin page exploded'))).toBe(false);
    expect(reloadForChunkError(deps)).toBe(true);
    now += 59_999;
    expect(reloadForChunkError(deps)).toBe(false);
    now += 1;
    expect(reloadForChunkError(deps)).toBe(true);
    expect(reloads).toEqual([1_000_000, 1_060_000]);
    expect(localStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1060000');
  });

  it('passes other failures, and a second chunk failure within the minute, to the error page', async () => {
    const reloads: number[] = [];
    const deps = { storage: localStorage, now: () => 5, reload: () => reloads.push(1) };
    await expect(guardChunkLoad(() => Promise.reject(new Error('boom')), deps)()).rejects.toThrow('boom');
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/y.js');
    // The first failure reloads; its promise never settles (the page is going away).
    void guardChunkLoad(() => Promise.reject(chunkError), deps)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reloads).toHaveLength(1);
    await expect(guardChunkLoad(() => Promise.reject(chunkError), deps)()).rejects.toThrow('Failed to fetch dynamically imported module');
  });

  it("guards what plugins render of other plugins' code-split components (tabs, view types)", async () => {
    localStorage.removeItem(CHUNK_RELOAD_KEY);
    // jsdom cannot navigate: the reload is reported on its console, the guard's mark is what counts.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Tab = resolveComponent(
      lazyComponent<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Tab-1.js'))),
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Tab />
      </Suspense>,
    );
    await vi.waitFor(() => expect(localStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull());
    // The failed load never settles (the page is reloading): no error reaches the boundary.
    expect(screen.getByText('loading')).toBeTruthy();
    quiet.mockRestore();
  });
});
