import { SESSION_STORAGE_KEY, type User } from '@plinth/sdk';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The real frame (store, API client, router) around the plugin: redirects, 401 handling and the
// user menu are only meaningful together with it.
import type { RootStore } from '../../../host-web/src/store/RootStore.js';
import { listItem, renderApp, webPlugin, type FakeRequest } from '../../../host-web/test/helpers.js';
import authPlugin from '../web/index.js';
import { projectInfo } from './project-info.js';

// Each screen here waits on several fake-server round trips and router transitions; on a busy
// two-core machine that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

const PASSWORD = 'correct horse battery';
const ADA: User & { id: string } = { id: 'u1', email: 'ada@example.com', roles: { owner: true, creator: true } };
const auth = { id: 'auth', definition: authPlugin };
const projects = webPlugin('projects', { routes: [{ path: '/projects', component: () => <h1>My Projects</h1> }] });

const json = (status: number, body: unknown) => Response.json(body, { status });

/** A scripted auth server: which access token is valid, whether the refresh cookie still works. */
function authServer(options: { firstUser?: boolean; user?: User; refreshOk?: boolean } = {}) {
  const state = { firstUser: options.firstUser ?? false, valid: 'good', refreshOk: options.refreshOk ?? true, user: options.user ?? ADA };
  const info = () => projectInfo({ firstUser: state.firstUser, projectHasAdmin: !state.firstUser });
  const guarded = (answer: () => unknown) => (req: FakeRequest) =>
    req.headers.get('xc-auth') === state.valid ? answer() : json(401, { msg: 'Token expired' });
  const routes: Record<string, unknown> = {
    '/auth/type': info,
    '/user/me': (req: FakeRequest) => (req.headers.get('xc-auth') ? guarded(() => state.user)(req) : {}),
    'POST /auth/refresh-token': () => {
      if (!state.refreshOk) return json(401, { msg: 'Refresh token expired' });
      state.valid = 'renewed';
      return { token: 'renewed' };
    },
    'POST /auth/signin?tool=1': (req: FakeRequest) =>
      (req.body as { password: string }).password === PASSWORD ? { token: state.valid } : json(400, { msg: 'Invalid email or password' }),
    'POST /auth/signup?tool=1': () => {
      state.firstUser = false;
      return { token: state.valid };
    },
    'POST /auth/signout': { msg: 'Signed out successfully' },
    'POST /auth/password/forgot': { msg: 'Please check your email to reset the password' },
    '/auth/token/validate/good-link': { valid: true, email: ADA.email },
    '/auth/token/validate/spent-link': () => json(400, { msg: 'Invalid or expired reset link' }),
    'POST /auth/password/reset/good-link': { msg: 'Password reset successful' },
    '/auth/invitation/inv-1': { email: 'eve@example.com' },
    '/api/v1/plinth-test': guarded(() => ({ ok: true })),
  };
  return { state, routes };
}

let root: RootStore | undefined;
afterEach(() => {
  root?.dispose();
  root = undefined;
  window.history.replaceState(null, '', '/');
});

async function start(server: ReturnType<typeof authServer>, hash: string, extra: { plugins?: (typeof auth)[]; token?: string } = {}) {
  if (extra.token) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: extra.token }));
  const plugins = [auth, ...(extra.plugins ?? [])];
  const result = await renderApp({ plugins, list: plugins.map((p) => listItem(p.id)), routes: server.routes, hash });
  root = result.root;
  return result.root;
}
const hashPath = () => window.location.hash.replace(/^#/, '').split('?')[0];
const toastText = () => document.querySelector('[role="status"]')?.textContent ?? '';

describe('redirects (000 s.2)', () => {
  it('sends a visitor who is not signed in from / to sign-in', async () => {
    await start(authServer(), '#/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(hashPath()).toBe('/user/authentication/signin');
  });

  it('sends the first visitor to sign-up; signing up lands on /projects as owner', async () => {
    const server = authServer({ firstUser: true });
    const r = await start(server, '#/', { plugins: [projects] });
    expect(await screen.findByText('You are the first user: your account becomes the Super Admin.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'My Projects' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByTestId('signed-in-user').textContent).toBe('ada@example.comowner');
    expect(r.session.projectInfo?.firstUser).toBe(false);
    expect(r.session.token).toBe('good');
  });

  it('lets public screens through and keeps a restored session on private ones', async () => {
    await start(authServer(), '#/user/password/forgot');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    root?.dispose();
    await start(authServer(), '#/user/settings', { token: 'good' });
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeTruthy();
    expect(hashPath()).toBe('/user/settings');
  });
});

describe('sign-in form', () => {
  it('shows the spec messages, sends nothing invalid, then shows the server msg', async () => {
    const r = await start(authServer(), '#/user/authentication/signin');
    const fetchSpy = vi.spyOn(r.api, 'post');
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    fireEvent.click(submit);
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(screen.getByText('You password must be atleast 8 characters')).toBeTruthy();
    fireEvent.click(submit);
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Welcome to Plinth' })).toBeTruthy();
    expect(r.session.user?.email).toBe('ada@example.com');
  });
});

describe('401 -> refresh -> retry (000 s.8)', () => {
  it('renews an expired token with one refresh call and retries', async () => {
    const server = authServer();
    server.state.valid = 'renewed-later';
    const r = await start(server, '#/', { token: 'expired' });
    // the stored token is refused; the refresh cookie yields 'renewed', /user/me is retried with it
    await waitFor(() => expect(r.session.user?.email).toBe('ada@example.com'));
    expect(r.session.token).toBe('renewed');
    expect(hashPath()).toBe('/');

    // parallel calls failing together share one refresh
    server.state.valid = 'other';
    const refresh = vi.spyOn(r.api, 'post');
    const routes = server.routes as Record<string, (req: FakeRequest) => unknown>;
    routes['POST /auth/refresh-token'] = () => {
      server.state.valid = 'third';
      return { token: 'third' };
    };
    await expect(Promise.all([r.api.get('/api/v1/plinth-test'), r.api.get('/api/v1/plinth-test')])).resolves.toEqual([
      { ok: true },
      { ok: true },
    ]);
    expect(refresh.mock.calls.filter(([path]) => path === '/auth/refresh-token')).toHaveLength(1);
  });

  it("signs out, toasts 'Token expired please login to continue' and goes to sign-in when the refresh fails", async () => {
    const r = await start(authServer({ refreshOk: false }), '#/', { token: 'expired' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(toastText()).toContain('Token expired please login to continue'));
    expect([r.session.token, r.session.user]).toEqual([null, null]);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({ token: null });
  });
});

describe('user menu (000 s.2)', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => undefined) }, configurable: true });
  });

  it('offers the signed-in entries, copies the token and signs out', async () => {
    const r = await start(authServer(), '#/', { token: 'good' });
    await screen.findByTestId('signed-in-user');
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Settings', 'Users', 'Copy auth token', 'Copy Project info', 'Sign Out']);

    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy auth token' }));
    await waitFor(() => expect(toastText()).toContain('Auth token copied to clipboard'));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('good');

    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy Project info' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(expect.stringContaining('"authType": "jwt"')));

    const post = vi.spyOn(r.api, 'post');
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/auth/signout', undefined, { skipRefresh: true });
    expect([r.session.token, r.session.user]).toEqual([null, null]);
  });

  it('lets an admin preview as a role: xc-preview on calls, never on /user/me, until reset', async () => {
    const server = authServer();
    const seen: (string | null)[] = [];
    const routes = server.routes as Record<string, unknown>;
    routes['/api/v1/plinth-test'] = (req: FakeRequest) => {
      seen.push(req.headers.get('xc-preview'));
      return { ok: true };
    };
    const me = routes['/user/me'] as (req: FakeRequest) => unknown;
    routes['/user/me'] = (req: FakeRequest) => {
      seen.push(`me:${req.headers.get('xc-preview')}`);
      return me(req);
    };
    const r = await start(server, '#/', { token: 'good' });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview the application as a role' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'editor' }));
    expect(await screen.findByText('Previewing as editor')).toBeTruthy();
    expect(r.session.can('add-user')).toBe(false);
    await r.api.get('/api/v1/plinth-test');
    await r.session.reloadUser();
    fireEvent.click(screen.getByRole('button', { name: 'Preview the application as a role' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reset Preview' }));
    await r.api.get('/api/v1/plinth-test');
    expect(seen.slice(-3)).toEqual(['editor', 'me:null', null]);
    expect(r.session.can('add-user')).toBe(true);
  });
});

describe('password recovery and invitations', () => {
  it("forgot: shows 'Please check your email to reset the password'", async () => {
    await start(authServer(), '#/user/password/forgot');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the reset link' }));
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect((await screen.findAllByText('Please check your email to reset the password')).length).toBeGreaterThan(0);
  });

  it('reset: a bad link leads to the invalid page, a good one through the form to the success page', async () => {
    await start(authServer(), '#/user/password/reset?token=spent-link');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    act(() => {
      window.location.hash = '#/user/password/reset?token=good-link';
    });
    expect(await screen.findByText('For ada@example.com')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(screen.getByText('You password must be atleast 8 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    act(() => {
      window.location.hash = '#/user/password/reset';
    });
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });

  it('invitation sign-up: the invited e-mail is fixed and the token is sent', async () => {
    const server = authServer();
    let body: unknown;
    (server.routes as Record<string, unknown>)['POST /auth/signup?tool=1'] = (req: FakeRequest) => {
      body = req.body;
      return { token: 'good' };
    };
    await start(server, '#/user/authentication/signup/inv-1');
    const email = (await screen.findByDisplayValue('eve@example.com')) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(body).toEqual({ email: 'eve@example.com', password: PASSWORD, token: 'inv-1' }));
  });
});

describe('OAuth return at the app root', () => {
  it('exchanges ?code&state with the provider the state names, then signs in', async () => {
    const server = authServer();
    const calls: string[] = [];
    (server.routes as Record<string, unknown>)['POST /auth/github/genTokenByCode?code=c-app&state=github.s1'] = (req: FakeRequest) => {
      calls.push(req.path);
      return { token: 'good' };
    };
    window.history.replaceState(null, '', '/?code=c-app&state=github.s1');
    const r = await start(server, '#/');
    await waitFor(() => expect(r.session.user?.email).toBe('ada@example.com'));
    expect(calls).toHaveLength(1);
    // the used code is gone from the address
    expect(window.location.search).toBe('');
    await waitFor(() => expect(hashPath()).toBe('/'));
  });

  it("toasts the server's msg when the exchange fails", async () => {
    const server = authServer();
    (server.routes as Record<string, unknown>)['POST /auth/google/genTokenByCode?code=c-bad&state=google.s2'] = () =>
      json(400, { msg: 'Google code exchange failed: invalid_grant' });
    window.history.replaceState(null, '', '/?code=c-bad&state=google.s2');
    await start(server, '#/');
    await waitFor(() => expect(toastText()).toContain('Google code exchange failed: invalid_grant'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('account settings', () => {
  it('changes the password with the current one and keeps the session on the new token', async () => {
    const server = authServer();
    let body: unknown;
    (server.routes as Record<string, unknown>)['POST /user/password/change'] = (req: FakeRequest) => {
      body = req.body;
      server.state.valid = 'after-change';
      return { msg: 'Password updated successfully', token: 'after-change' };
    };
    const r = await start(server, '#/user/settings', { token: 'good' });
    const form = await screen.findByRole('form', { name: 'Change password' });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Current password is required')).toBeTruthy();
    expect(within(form).getByText('Password is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: PASSWORD } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'next password 1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toastText()).toContain('Password updated successfully'));
    expect(body).toEqual({ currentPassword: PASSWORD, newPassword: 'next password 1' });
    expect(r.session.token).toBe('after-change');
    expect(r.session.user?.email).toBe('ada@example.com');
    expect(hashPath()).toBe('/user/settings');
  });
});

describe('user administration', () => {
  it('lists users with their roles and shows the link of a new invitation', async () => {
    const server = authServer();
    const routes = server.routes as Record<string, unknown>;
    routes['/api/v1/auth/users?limit=25&offset=0'] = (req: FakeRequest) => {
      // admin calls never carry a preview role
      expect(req.headers.get('xc-preview')).toBeNull();
      return {
        list: [
          { ...ADA, invite_pending: false },
          { id: 'u2', email: 'eve@example.com', roles: { editor: true }, invite_pending: true },
        ],
        pageInfo: { totalRows: 2, pageSize: 25, offset: 0 },
      };
    };
    routes['POST /api/v1/auth/invitations'] = (req: FakeRequest) => {
      expect(req.body).toEqual({ email: 'bob@example.com', roles: ['viewer'] });
      return { id: 'u3', email: 'bob@example.com', invite_url: 'http://localhost:8080/#/user/authentication/signup/inv-9' };
    };
    await start(server, '#/user/admin', { token: 'good' });
    expect(await screen.findByText('eve@example.com')).toBeTruthy();
    expect(screen.getByText('Invitation pending')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByDisplayValue('http://localhost:8080/#/user/authentication/signup/inv-9')).toBeTruthy();
  });
});
