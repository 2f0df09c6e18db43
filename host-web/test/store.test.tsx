import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsState } from '../src/store/NotificationsState.js';
import { ProgressState } from '../src/store/ProgressState.js';
import { SESSION_KEY, SessionState } from '../src/store/SessionState.js';
import { TOAST_DURATION_MS, ToastState } from '../src/store/ToastState.js';
import { defaultUiSettings, sanitizeUiSettings, UI_SETTINGS_KEY, UiSettingsState } from '../src/store/UiSettingsState.js';
import { clearFrameState } from '../src/store/persist.js';

describe('notifications (spec 000 s.4)', () => {
  const setup = () => {
    const toast = { info: vi.fn(), success: vi.fn(), error: vi.fn() };
    let now = 1000;
    return { toast, store: new NotificationsState(toast, () => now++) };
  };
  const op = { type: 'Create', module: 'Table', title: 'Create table users' };

  it('settles the pending item of the same type, module and title', () => {
    const { store } = setup();
    store.push({ ...op, status: 'pending' });
    store.push({ ...op, title: 'Create table other', status: 'pending' });
    expect(store.hasPending).toBe(true);
    store.push({ ...op, status: 'success' });
    expect(store.items.map((n) => [n.title, n.status])).toEqual([
      ['Create table users', 'success'],
      ['Create table other', 'pending'],
    ]);
  });

  it('toasts settled items, except List ones, and never pending ones', () => {
    const { store, toast } = setup();
    store.push({ ...op, status: 'pending' });
    expect(toast.success).not.toHaveBeenCalled();
    store.push({ ...op, status: 'success' });
    store.push({ ...op, status: 'error', title: 'Drop table users' });
    store.push({ type: 'List', module: 'Table', title: 'Tables', status: 'success' });
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Create table users');
    expect(toast.error).toHaveBeenCalledWith('Drop table users');
  });

  it('clear removes every settled item and keeps the pending ones', () => {
    const { store } = setup();
    store.push({ ...op, status: 'error' });
    store.push({ ...op, title: 'Running', status: 'pending' });
    store.push({ ...op, title: 'Done', status: 'success' });
    store.clear();
    expect(store.items.map((n) => n.title)).toEqual(['Running']);
  });

  it('stamps each item with the time it arrived', () => {
    const { store } = setup();
    store.push({ ...op, status: 'pending' });
    expect(store.items[0]?.time).toBe(1000);
  });
});

describe('UI settings persistence', () => {
  afterEach(() => localStorage.clear());

  it('starts from the defaults and saves every change', () => {
    const ui = new UiSettingsState(localStorage);
    expect(ui.settings).toEqual(defaultUiSettings());
    ui.update({ darkTheme: true, themeName: 'Grapes' });
    const saved = JSON.parse(localStorage.getItem(UI_SETTINGS_KEY) ?? '{}');
    expect(saved).toMatchObject({ darkTheme: true, themeName: 'Grapes', language: 'en' });
    ui.dispose();
  });

  it('restores saved settings in a new store', () => {
    const first = new UiSettingsState(localStorage);
    first.update({ darkTheme: true, language: 'de', tour: { home: true, dashboard: false } });
    first.dispose();
    const second = new UiSettingsState(localStorage);
    expect(second.settings).toMatchObject({ darkTheme: true, language: 'de', tour: { home: true, dashboard: false } });
    second.dispose();
  });

  it('keeps only the valid parts of a corrupt or foreign entry', () => {
    localStorage.setItem(UI_SETTINGS_KEY, '{not json');
    expect(new UiSettingsState(localStorage).settings).toEqual(defaultUiSettings());
    expect(
      sanitizeUiSettings({ darkTheme: 'yes', themeName: 'Orange', customTheme: { primary: '#fff' }, panels: { tree: true, x: 1 } }),
    ).toMatchObject({ darkTheme: false, themeName: 'Orange', customTheme: null, panels: { tree: true } });
  });

  it('works without storage (embedded or private mode)', () => {
    const ui = new UiSettingsState(null);
    ui.update({ darkTheme: true });
    expect(ui.settings.darkTheme).toBe(true);
    ui.dispose();
  });

  it('application refresh clears only the frame and plugin keys', () => {
    localStorage.setItem(UI_SETTINGS_KEY, '{}');
    localStorage.setItem('plinth.plugin.themes.prefs:anonymous', '{}');
    localStorage.setItem('other-app', 'kept');
    clearFrameState(localStorage);
    expect(Object.keys(localStorage)).toEqual(['other-app']);
  });
});

describe('session', () => {
  afterEach(() => localStorage.clear());
  const me = (user: unknown) => vi.fn(async () => user);

  it('has the spec ability defaults and persists only the token', async () => {
    const session = new SessionState(localStorage, me({ email: 'a@b.c', roles: { owner: true } }));
    expect(session.ability).toMatchObject({ maxTables: 99999, maxTabs: 99 });
    await session.signIn('tok');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toEqual({ token: 'tok' });
    session.dispose();
    const restored = new SessionState(localStorage, me({ email: 'a@b.c', roles: { owner: true } }));
    expect(restored.token).toBe('tok');
    expect(restored.user).toBeNull();
    expect(await restored.reloadUser()).toMatchObject({ email: 'a@b.c' });
    restored.setPreviewAs('viewer');
    restored.signOut();
    expect([restored.token, restored.user, restored.previewAs]).toEqual([null, null, null]);
    restored.dispose();
  });

  it('signs in only with a token /user/me names a user by', async () => {
    const nobody = new SessionState(null, me({}));
    await expect(nobody.signIn('stale')).rejects.toThrow('The token does not name a user');
    expect([nobody.token, nobody.user]).toEqual([null, null]);
    const failing = new SessionState(
      null,
      vi.fn(async () => Promise.reject(new Error('server down'))),
    );
    await expect(failing.signIn('t')).rejects.toThrow('server down');
    expect(failing.token).toBeNull();
  });

  it('ignores a /user/me answer about a session that ended meanwhile', async () => {
    let answer!: (user: unknown) => void;
    const session = new SessionState(null, () => new Promise((resolve) => (answer = resolve)));
    session.setToken('t1');
    const reloading = session.reloadUser();
    session.signOut();
    answer({ email: 'a@b.c', roles: { owner: true } });
    await reloading;
    expect(session.user).toBeNull();
  });

  it("checks permissions with the SDK's role table, preview-as applied to admins only", async () => {
    const session = new SessionState(null, me({ email: 'a@b.c', roles: { creator: true, viewer: false } }));
    expect(session.can('add-user')).toBe(false);
    await session.signIn('t');
    expect(session.can('add-user')).toBe(true);
    session.setPreviewAs('editor');
    expect(session.can('add-user')).toBe(false);
    expect(session.can('tableRowUpdate')).toBe(true);
    session.setPreviewAs('viewer');
    expect(session.can('tableRowUpdate')).toBe(false);
    expect(session.can('airTable')).toBe(true);
    session.setPreviewAs(null);
    expect(session.can('add-user')).toBe(true);

    // a non-admin cannot preview their way into more (or other) abilities
    const viewer = new SessionState(null, me({ email: 'v@b.c', roles: { viewer: true } }));
    await viewer.signIn('t');
    viewer.setPreviewAs('editor');
    expect(viewer.can('tableRowUpdate')).toBe(false);
    expect(viewer.can('airTable')).toBe(true);
  });

  it("counts the open project's roles beside the global ones, and only while it is open", async () => {
    const fetchMe = vi.fn(async (projectId?: string) =>
      projectId === 'p1'
        ? { email: 'u@b.c', roles: { user: true, editor: true }, project_roles: { editor: true } }
        : { email: 'u@b.c', roles: { user: true } },
    );
    const session = new SessionState(null, fetchMe);
    await session.enterProject('p1');
    // Nobody signed in: nothing is asked.
    expect(fetchMe).not.toHaveBeenCalled();
    await session.signIn('t');
    expect(session.can('tableRowUpdate')).toBe(false);
    await session.enterProject('p1');
    expect(fetchMe).toHaveBeenLastCalledWith('p1');
    expect(session.can('tableRowUpdate')).toBe(true);
    expect(session.can('add-user')).toBe(false);
    await session.enterProject('p2');
    expect(session.can('tableRowUpdate')).toBe(false);
    await session.enterProject('p1');
    await session.enterProject(null);
    expect(session.can('tableRowUpdate')).toBe(false);
    await session.enterProject('p1');
    session.signOut();
    expect(session.projectRoles).toBeNull();
  });
});

describe('toasts and progress', () => {
  it('toasts leave after the spec durations', () => {
    vi.useFakeTimers();
    try {
      const toasts = new ToastState();
      toasts.error('failed');
      toasts.success('saved');
      vi.advanceTimersByTime(TOAST_DURATION_MS.error);
      expect(toasts.items.map((t) => t.message)).toEqual(['saved']);
      vi.advanceTimersByTime(TOAST_DURATION_MS.success - TOAST_DURATION_MS.error);
      expect(toasts.items).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts nested start/stop pairs', async () => {
    const progress = new ProgressState();
    progress.start();
    progress.start();
    progress.stop();
    expect(progress.active).toBe(true);
    progress.stop();
    progress.stop();
    expect(progress.count).toBe(0);
    await progress.track(Promise.resolve(1));
    expect(progress.active).toBe(false);
  });
});
