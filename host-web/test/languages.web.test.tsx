import { LOCALES, type User } from '@plinth/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/context/apiClient.js';
import { RootStore } from '../src/store/RootStore.js';
import { SESSION_KEY } from '../src/store/SessionState.js';
import { UI_SETTINGS_KEY, UiSettingsState } from '../src/store/UiSettingsState.js';
import { fakeFetch, renderApp, type FakeRequest } from './helpers.js';

let root: RootStore | undefined;
afterEach(() => {
  root?.dispose();
  root = undefined;
  localStorage.clear();
});

describe("a first visit's language", () => {
  it.each([
    [['he-IL', 'en'], 'iw'],
    [['nb-NO'], 'no'],
    [['zh-TW', 'en'], 'zh_TW'],
    [['pt', 'en'], 'pt_BR'],
    [['tlh', 'de-AT'], 'de'],
    [['tlh'], 'en'],
    [[], 'en'],
  ])('is the best of the browser languages %j among the 24: %s', (languages, expected) => {
    const ui = new UiSettingsState(null, languages);
    expect(ui.settings.language).toBe(expected);
    ui.dispose();
  });

  it('gives way to a choice saved in this browser; a stored code that is no locale counts as none', () => {
    localStorage.setItem(UI_SETTINGS_KEY, JSON.stringify({ language: 'ja' }));
    expect(new UiSettingsState(localStorage, ['de']).settings.language).toBe('ja');
    localStorage.setItem(UI_SETTINGS_KEY, JSON.stringify({ language: 'klingon' }));
    expect(new UiSettingsState(localStorage, ['de']).settings.language).toBe('de');
  });
});

describe('Accept-Language', () => {
  it('is sent on every API call as the chosen locale in BCP 47, unless the caller names one', async () => {
    let language = 'de';
    const server = fakeFetch({ '/api/x': { ok: 1 }, 'POST /api/x': { ok: 1 } });
    const api = createApiClient({ getToken: () => null, getLanguage: () => language, fetch: server.fetch });
    await api.get('/api/x');
    language = 'zh_TW';
    await api.post('/api/x', {});
    language = 'iw';
    await api.rpc('noSuchOperation').catch(() => undefined);
    await api.get('/api/x', { headers: { 'accept-language': 'fr' } });
    expect(server.requests.map((r) => r.headers.get('accept-language'))).toEqual(['de', 'zh-TW', 'he', 'fr']);
  });

  it("follows the frame's language choice", async () => {
    const server = fakeFetch({ '/api/v1/plugins': [], '/api/health': { ok: true, version: '1', plugins: {} } });
    root = new RootStore({ webPlugins: [], storage: null, fetch: server.fetch });
    root.ui.update({ language: 'ru' });
    await root.start();
    expect(server.requests.map((r) => r.headers.get('accept-language'))).toEqual(['ru', 'ru']);
  });
});

describe('the language menu', () => {
  it('lists the 24 by their own names with their lang, marks the chosen one, and applies a choice at once', async () => {
    ({ root } = await renderApp({ plugins: [] }));
    act(() => root!.ui.update({ language: 'en' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Language' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toContain('Deutsch');
    expect(items.map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['日本語', 'Русский', 'עברית', 'ไทย', 'Norsk', 'English']),
    );
    expect(items).toHaveLength(LOCALES.length);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(
      expect.arrayContaining(['en', 'de', 'he', 'zh-TW', 'zh-HK', 'zh-CN', 'pt-BR', 'it-IT', 'no', 'th']),
    );
    expect(items.filter((item) => item.getAttribute('aria-checked') === 'true').map((item) => item.textContent)).toEqual(['English']);

    fireEvent.click(within(document.body).getByRole('menuitemradio', { name: 'עברית' }));
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
    expect(document.documentElement.getAttribute('lang')).toBe('he');
    expect(root.i18n.language).toBe('iw');
    expect(JSON.parse(localStorage.getItem(UI_SETTINGS_KEY)!)).toMatchObject({ language: 'iw' });
    // Its own label is translated as well: the frame re-rendered in Hebrew.
    expect(screen.getAllByRole('button', { name: root.i18n.t('topBar.language') })).not.toHaveLength(0);
    expect(root.i18n.t('topBar.language')).not.toBe('Language');

    act(() => root!.ui.update({ language: 'de' }));
    await waitFor(() => expect(document.documentElement.getAttribute('lang')).toBe('de'));
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
});

/** A server holding one user's language, as the auth plugin's `/user/me` does. */
function userServer(stored: { language?: string }) {
  const user = (): User => ({ email: 'ada@example.com', roles: { owner: true }, ...stored });
  return fakeFetch({
    '/api/v1/plugins': [],
    '/api/health': { ok: true, version: '1', plugins: {} },
    '/user/me': (req: FakeRequest) => (req.headers.get('xc-auth') ? user() : {}),
    'PATCH /user/me': (req: FakeRequest) => {
      stored.language = (req.body as { language: string }).language;
      return user();
    },
  });
}

const patches = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

describe("the signed-in user's language", () => {
  it("is applied on sign-in, over this browser's choice", async () => {
    const server = userServer({ language: 'ja' });
    localStorage.setItem(UI_SETTINGS_KEY, JSON.stringify({ language: 'fr' }));
    root = new RootStore({ webPlugins: [], storage: localStorage, fetch: server.fetch });
    expect(root.ui.settings.language).toBe('fr');
    await root.session.signIn('token-1');
    expect(root.ui.settings.language).toBe('ja');
    expect(root.i18n.language).toBe('ja');
    // Applying the stored language saves nothing back.
    expect(patches(server.requests)).toEqual([]);
  });

  it('is saved to the user when chosen while signed in, and not when signed out', async () => {
    const stored: { language?: string } = {};
    const server = userServer(stored);
    root = new RootStore({ webPlugins: [], storage: localStorage, fetch: server.fetch });
    root.ui.update({ language: 'th' });
    await root.session.signIn('token-1');
    // A user who never chose keeps this browser's language.
    expect(root.ui.settings.language).toBe('th');

    root.ui.update({ language: 'de' });
    await waitFor(() => expect(stored.language).toBe('de'));
    root.ui.update({ language: 'th' });
    await waitFor(() => expect(stored.language).toBe('th'));
    expect(patches(server.requests)).toEqual([{ language: 'de' }, { language: 'th' }]);

    root.session.signOut();
    root.ui.update({ language: 'ru' });
    await root.session.reloadUser();
    expect(patches(server.requests)).toHaveLength(2);
    expect(stored.language).toBe('th');
  });

  it('follows the user to a browser opened with their stored session', async () => {
    const server = userServer({ language: 'iw' });
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'token-1' }));
    root = new RootStore({ webPlugins: [], storage: localStorage, fetch: server.fetch });
    expect(root.ui.settings.language).toBe('en');
    await root.session.reloadUser();
    expect(root.ui.settings.language).toBe('iw');
  });
});
