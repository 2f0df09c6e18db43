import type { ProjectInfo, User } from '@plinth/sdk';
import { fakeWebContext } from '@plinth/sdk/testing/web';
import { ApiError, observable, runInAction, type SessionView, type WebContext } from '@plinth/sdk/web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../web/i18n.js';
import { completeOAuth, oauthReturn } from '../web/oauth.js';
import { PATHS } from '../web/paths.js';
import { startSessionPolling } from '../web/polling.js';
import { redirectTarget, type RedirectInput } from '../web/redirect.js';
import { EXPIRED_TOAST_MS, sessionRenewal } from '../web/refresh.js';
import { emailProblem, passwordProblem } from '../web/validation.js';
import { projectInfo } from './project-info.js';

const info = projectInfo;
const ADA: User = { email: 'ada@example.com', roles: { owner: true, creator: true } };

/** Just enough WebContext for the plugin's non-React code: recorded calls, a scripted API. */
function fakeCtx(post: (path: string) => Promise<unknown>, projectInfo: ProjectInfo | null = info()) {
  const navigate = vi.fn<(path: string) => void>();
  const toast = { info: vi.fn(), success: vi.fn(), error: vi.fn() };
  const session = { projectInfo, signIn: vi.fn(async () => ADA), setProjectInfo: vi.fn() };
  const ctx = fakeWebContext({
    texts: en,
    api: { post: vi.fn(post) as WebContext['api']['post'], get: async <T,>() => info() as T },
    toast,
    navigate,
    session,
    route: { exists: (path: string) => path === '/projects', isPublic: () => true },
  });
  return { ctx, navigate, toast, session };
}

describe('validation messages (000 s.5)', () => {
  const text = (key: string | null) => (key ? en[key] : null);

  it('checks the e-mail', () => {
    expect(text(emailProblem(''))).toBe('E-mail is required');
    expect(text(emailProblem('   '))).toBe('E-mail is required');
    expect(text(emailProblem('ada@'))).toBe('E-mail must be valid');
    expect(text(emailProblem('ada@example'))).toBe('E-mail must be valid');
    expect(text(emailProblem('a b@example.com'))).toBe('E-mail must be valid');
    expect(emailProblem(' ada.lovelace+x@example.co.uk ')).toBeNull();
  });

  it('checks the password', () => {
    expect(text(passwordProblem(''))).toBe('Password is required');
    expect(text(passwordProblem('1234567'))).toBe('You password must be atleast 8 characters');
    expect(passwordProblem('12345678')).toBeNull();
  });
});

describe('redirect rules (000 s.2)', () => {
  const publicPaths = new Set<string>([PATHS.signIn, PATHS.signUp, PATHS.forgot, '/nc/view/abc']);
  const decide = (patch: Partial<RedirectInput>) =>
    redirectTarget({ path: '/', signedIn: false, info: info(), home: '/', isPublic: (p) => publicPaths.has(p), ...patch });

  it('sends a visitor who is not signed in from the root and private screens to sign-in', () => {
    expect(decide({ path: '/' })).toBe(PATHS.signIn);
    expect(decide({ path: '/user/settings' })).toBe(PATHS.signIn);
    expect(decide({ path: '/nc/view/abc' })).toBeNull();
    expect(decide({ path: PATHS.forgot })).toBeNull();
    expect(decide({ path: PATHS.signIn })).toBeNull();
  });

  it('sends everyone to sign-up while no user exists (firstUser)', () => {
    const first = info({ firstUser: true, projectHasAdmin: false });
    expect(decide({ info: first, path: '/' })).toBe(PATHS.signUp);
    expect(decide({ info: first, path: PATHS.signIn })).toBe(PATHS.signUp);
    expect(decide({ info: first, path: PATHS.signUp })).toBeNull();
    expect(decide({ info: first, path: PATHS.forgot })).toBeNull();
  });

  it('leaves signed-in users where they are, except on the sign-in and sign-up screens', () => {
    expect(decide({ signedIn: true, path: '/' })).toBeNull();
    expect(decide({ signedIn: true, path: '/user/settings' })).toBeNull();
    expect(decide({ signedIn: true, path: PATHS.signIn, home: '/projects' })).toBe('/projects');
    // a stale firstUser flag never bounces a signed-in user to sign-up
    expect(decide({ signedIn: true, path: '/', info: info({ firstUser: true }) })).toBeNull();
  });

  it("keeps a shared base visitor on its project's dashboard and public screens", () => {
    const visit = { sharedBaseProject: 'p 1' };
    expect(decide({ ...visit, path: '/nc/p%201' })).toBeNull();
    expect(decide({ ...visit, path: '/nc/view/abc' })).toBeNull();
    expect(decide({ ...visit, path: '/projects' })).toBe('/nc/p%201');
    expect(decide({ ...visit, path: '/nc/other' })).toBe('/nc/p%201');
    expect(decide({ ...visit, path: '/user/settings' })).toBe('/nc/p%201');
    expect(decide({ ...visit, path: '/' })).toBe('/nc/p%201');
    // Signed in, the visit no longer counts.
    expect(decide({ ...visit, signedIn: true, path: '/projects' })).toBeNull();
  });

  it('decides nothing before the project info is known, or without accounts', () => {
    expect(decide({ info: null })).toBeNull();
    expect(decide({ info: info({ authType: 'none' }) })).toBeNull();
    expect(decide({ info: info({ authType: 'masterKey' }) })).toBeNull();
  });
});

describe('session polling (000 s.4)', () => {
  afterEach(() => vi.useRealTimers());

  /** A session whose /user/me answers are scripted, one per tick. */
  function pollingSession(answers: (User | ApiError | Error)[]) {
    const state = observable({ user: ADA as User | null });
    const session: Pick<SessionView, 'user' | 'reloadUser' | 'clearUser'> = {
      get user() {
        return state.user;
      },
      reloadUser: vi.fn(async () => {
        const next = answers.shift() ?? ADA;
        if (next instanceof Error) throw next;
        return next;
      }),
      clearUser: vi.fn(() => runInAction(() => (state.user = null))),
    };
    return { session, state };
  }
  const gatewayTimeout = () => new ApiError(504, 'Gateway Timeout');
  const tick = () => vi.advanceTimersByTimeAsync(1000);

  it('re-reads the user every interval; the failure count of 504s resets on success', async () => {
    vi.useFakeTimers();
    const { session } = pollingSession([gatewayTimeout(), gatewayTimeout(), ADA, gatewayTimeout(), gatewayTimeout()]);
    const stop = startSessionPolling(session, { intervalMs: 1000, maxFailures: 3 });
    for (let i = 0; i < 5; i++) await tick();
    expect(session.reloadUser).toHaveBeenCalledTimes(5);
    expect(session.clearUser).not.toHaveBeenCalled();
    stop();
  });

  it('clears the user at the third 504 in a row, then stops polling', async () => {
    vi.useFakeTimers();
    const { session, state } = pollingSession([gatewayTimeout(), gatewayTimeout(), gatewayTimeout()]);
    const stop = startSessionPolling(session, { intervalMs: 1000, maxFailures: 3 });
    await tick();
    await tick();
    expect(state.user).not.toBeNull();
    await tick();
    expect(session.clearUser).toHaveBeenCalledTimes(1);
    expect(state.user).toBeNull();
    await tick();
    expect(session.reloadUser).toHaveBeenCalledTimes(3);
    stop();
  });

  it('clears the user at once on any other error, and restarts when a user signs in again', async () => {
    vi.useFakeTimers();
    const { session, state } = pollingSession([new ApiError(500, 'Internal server error')]);
    const stop = startSessionPolling(session, { intervalMs: 1000, maxFailures: 3 });
    await tick();
    expect(state.user).toBeNull();
    runInAction(() => (state.user = ADA));
    await tick();
    expect(session.reloadUser).toHaveBeenCalledTimes(2);
    stop();
    await tick();
    expect(session.reloadUser).toHaveBeenCalledTimes(2);
  });

  it('does not start a request while the previous one still runs', async () => {
    vi.useFakeTimers();
    const { session } = pollingSession([]);
    session.reloadUser = vi.fn(() => new Promise<User | null>(() => undefined));
    const stop = startSessionPolling(session, { intervalMs: 1000 });
    await tick();
    await tick();
    await tick();
    expect(session.reloadUser).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('the 401 handler (000 s.8)', () => {
  it('answers the refreshed token, calling /auth/refresh-token as a call that never refreshes itself', async () => {
    const { ctx, toast, navigate } = fakeCtx(async () => ({ token: 'fresh' }));
    expect(await sessionRenewal(ctx)()).toBe('fresh');
    expect(ctx.api.post).toHaveBeenCalledWith('/auth/refresh-token', undefined, { skipRefresh: true, ignorePreview: true });
    expect(toast.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("on failure toasts 'Token expired please login to continue' for 5 s and goes to sign-in", async () => {
    const { ctx, toast, navigate } = fakeCtx(async () => Promise.reject(new ApiError(401, 'Refresh token expired')));
    expect(await sessionRenewal(ctx)()).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Token expired please login to continue', EXPIRED_TOAST_MS);
    expect(EXPIRED_TOAST_MS).toBe(5000);
    expect(navigate).toHaveBeenCalledWith(PATHS.signIn);
  });

  it('sends the first user to / instead', async () => {
    const { ctx, toast, navigate } = fakeCtx(
      async () => Promise.reject(new ApiError(401, 'Missing refresh token')),
      info({ firstUser: true }),
    );
    expect(await sessionRenewal(ctx)()).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('OAuth return (000 s.7, s.8)', () => {
  it('reads code, state and scope, and picks the provider by the state', () => {
    expect(oauthReturn('?code=c1&state=github.abc&scope=read%3Auser')).toEqual({
      provider: 'github',
      code: 'c1',
      query: 'code=c1&state=github.abc&scope=read%3Auser',
    });
    expect(oauthReturn('?code=c1&state=google.abc')?.provider).toBe('google');
    expect(oauthReturn('?code=c1')).toBeNull();
    expect(oauthReturn('')).toBeNull();
  });

  it('exchanges the code once, signs in and goes home', async () => {
    const { ctx, session, navigate } = fakeCtx(async () => ({ token: 'oauth-token' }));
    const ret = oauthReturn('?code=once&state=github.s')!;
    const [a, b] = await Promise.all([completeOAuth(ctx, ret), completeOAuth(ctx, ret)]);
    expect([a, b]).toEqual([true, true]);
    expect(ctx.api.post).toHaveBeenCalledTimes(1);
    expect(ctx.api.post).toHaveBeenCalledWith('/auth/github/genTokenByCode?code=once&state=github.s', undefined, { skipRefresh: true });
    expect(session.signIn).toHaveBeenCalledWith('oauth-token');
    expect(navigate).toHaveBeenLastCalledWith('/projects');
  });

  it("shows the server's msg for 3 s when the exchange fails", async () => {
    const { ctx, toast, navigate } = fakeCtx(async () => Promise.reject(new ApiError(400, 'Invalid or expired OAuth state')));
    expect(await completeOAuth(ctx, oauthReturn('?code=bad&state=google.s')!)).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Invalid or expired OAuth state', 3000);
    expect(navigate).toHaveBeenCalledWith(PATHS.signIn);
  });
});
