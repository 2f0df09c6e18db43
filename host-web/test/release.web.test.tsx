import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootContext } from '../src/app/RootContext.js';
import { RELEASE_CHECK_MS, RELEASE_KEY, ReleaseState, releaseVersionOf } from '../src/store/ReleaseState.js';
import { RootStore } from '../src/store/RootStore.js';
import { ReleaseNotice } from '../src/topbar/StatusItems.js';
import { fakeFetch } from './helpers.js';
import { I18nextProvider } from 'react-i18next';

const FEED = 'https://releases.example.test/feed.json';

/** A root with a scripted release feed; the notice rendered alone (the top bar is tested elsewhere). */
function setup(feed: () => unknown, options: { feedUrl?: string } = {}) {
  const server = fakeFetch({
    [FEED]: feed,
    '/api/v1/plugins': [],
    '/api/health': { ok: true, version: '1.0.0', plugins: {} },
  });
  const root = new RootStore({ webPlugins: [], storage: localStorage, fetch: server.fetch, releaseFeedUrl: options.feedUrl ?? FEED });
  render(
    <RootContext.Provider value={root}>
      <I18nextProvider i18n={root.i18n}>
        <ReleaseNotice />
      </I18nextProvider>
    </RootContext.Provider>,
  );
  return { root, server, feedCalls: () => server.requests.filter((r) => r.path === FEED).length };
}

/** Lets the fake fetch's promises settle under fake timers. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

let root: RootStore | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  root?.dispose();
  root = undefined;
  vi.useRealTimers();
});

describe('release feed format (000 s.3)', () => {
  it('reads docker.upgrade, docker.name when upgrade is true, or version', () => {
    expect(releaseVersionOf({ docker: { upgrade: '2.0.0' } })).toBe('2.0.0');
    expect(releaseVersionOf({ docker: { upgrade: true, name: '2.1.0' } })).toBe('2.1.0');
    expect(releaseVersionOf({ docker: { upgrade: false, name: '2.1.0' } })).toBeNull();
    expect(releaseVersionOf({ version: '3.0.0' })).toBe('3.0.0');
    expect(releaseVersionOf('nonsense')).toBeNull();
  });
});

describe('release banner timing (000 s.4)', () => {
  it("shows 'Upgrade available' only after 1 s, and hiding stores the version", async () => {
    let s;
    ({ root, ...s } = setup(() => ({ docker: { upgrade: '2.0.0' } })));
    await act(() => root!.start());
    await settle();
    expect(root.release.releaseVersion).toBe('2.0.0');
    vi.advanceTimersByTime(999);
    await settle();
    expect(screen.queryByText('Upgrade available')).toBeNull();
    vi.advanceTimersByTime(1);
    await settle();
    expect(screen.getByText('Upgrade available')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide this release' }));
    expect(screen.queryByText('Upgrade available')).toBeNull();
    expect(JSON.parse(localStorage.getItem(RELEASE_KEY)!)).toMatchObject({ hiddenRelease: '2.0.0' });
    expect(s.feedCalls()).toBe(1);
  });

  it('checks again every 10 minutes and shows a newer version than the hidden one', async () => {
    localStorage.setItem(RELEASE_KEY, JSON.stringify({ hiddenRelease: '2.0.0' }));
    let version = '2.0.0';
    let s;
    ({ root, ...s } = setup(() => ({ docker: { upgrade: version } })));
    await act(() => root!.start());
    vi.advanceTimersByTime(1000);
    await settle();
    expect(screen.queryByText('Upgrade available')).toBeNull();

    version = '2.1.0';
    vi.advanceTimersByTime(RELEASE_CHECK_MS - 1000 - 1);
    await settle();
    expect(s.feedCalls()).toBe(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(s.feedCalls()).toBe(2);
    expect(screen.getByText('Upgrade available')).toBeTruthy();
  });

  it('stays silent when the feed is unreachable, unset, turned off, or announces the running version', async () => {
    let s;
    ({ root, ...s } = setup(() => Response.json({ msg: 'down' }, { status: 502 })));
    await act(() => root!.start());
    vi.advanceTimersByTime(2000);
    await settle();
    expect(screen.queryByText('Upgrade available')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    root.dispose();

    const unset = new ReleaseState({
      storage: null,
      defaultFeedUrl: '',
      enabled: () => true,
      currentVersion: () => null,
      fetch: () => Promise.reject(new Error('must not fetch')),
    });
    await unset.check();
    expect(unset.releaseVersion).toBeNull();

    let fetched = 0;
    const off = new ReleaseState({
      storage: null,
      defaultFeedUrl: FEED,
      enabled: () => false,
      currentVersion: () => null,
      fetch: async () => {
        fetched++;
        return Response.json({ version: '9.0.0' });
      },
    });
    await off.check();
    expect(fetched).toBe(0);

    const same = new ReleaseState({
      storage: null,
      defaultFeedUrl: FEED,
      enabled: () => true,
      currentVersion: () => '1.0.0',
      fetch: async () => Response.json({ version: '1.0.0' }),
    });
    same.start();
    await settle();
    vi.advanceTimersByTime(1000);
    expect(same.releaseVersion).toBe('1.0.0');
    expect(same.bannerVisible).toBe(false);
    same.dispose();
    void s;
  });

  it("asks the server (xcRelease) when no feed is set, once someone is signed in; 'unknown' is silence", async () => {
    let signedIn = false;
    let answer: unknown = { version: '9.9.9', current: '1.0.0', updateAvailable: true };
    const latest = vi.fn(async () => answer);
    const release = new ReleaseState({
      storage: null,
      defaultFeedUrl: '',
      enabled: () => true,
      currentVersion: () => '1.0.0',
      fetch: () => Promise.reject(new Error('must not fetch')),
      server: { ready: () => signedIn, latest },
    });
    await release.check();
    expect(latest).not.toHaveBeenCalled();
    signedIn = true;
    await release.check();
    expect(release.releaseVersion).toBe('9.9.9');
    answer = { version: '0.5.0', current: '1.0.0', updateAvailable: false };
    await release.check();
    expect(release.releaseVersion).toBeNull();
    answer = { version: 'unknown', current: '1.0.0' };
    await release.check();
    expect(release.releaseVersion).toBeNull();
    latest.mockRejectedValueOnce(new Error('offline'));
    await release.check();
    expect(release.releaseVersion).toBeNull();
    expect(latest).toHaveBeenCalledTimes(4);
  });
});
