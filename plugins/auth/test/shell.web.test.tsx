import { SESSION_STORAGE_KEY, type User } from '@plinth/sdk';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// The real frame around the plugin, as in auth-app.web.test.tsx.
import type { RootStore } from '../../../host-web/src/store/RootStore.js';
import { renderApp } from '../../../host-web/test/helpers.js';
import authPlugin from '../web/index.js';
import { projectInfo } from './project-info.js';

configure({ asyncUtilTimeout: 5000 });

const auth = { id: 'auth', definition: authPlugin };
const ADA: User = { email: 'ada@example.com', roles: { owner: true } };
const info = projectInfo();

let root: RootStore | undefined;
afterEach(() => {
  root?.dispose();
  root = undefined;
});

const start = async (routes: Record<string, unknown>, hash: string) => {
  ({ root } = await renderApp({ plugins: [auth], hash, routes: { '/auth/type': info, ...routes } }));
  return root;
};

describe('auth web part in the shell', () => {
  it('offers a sign-in button for each OAuth provider the server reports, linking to its start URL', async () => {
    await start({ '/auth/oauth/providers': { list: ['github', 'unknown'] }, '/user/me': {} }, '#/user/authentication/signin');
    const group = await screen.findByRole('group', { name: 'Sign in with a provider' });
    const links = within(group).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Sign in with GitHub', '/auth/github']]);
  });

  it('offers no provider button when none is configured or the list is missing', async () => {
    await start({ '/auth/oauth/providers': { list: [] }, '/user/me': {} }, '#/user/authentication/signin');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('group', { name: 'Sign in with a provider' })).toBeNull();
  });

  it('reads /ui_ability into the session and starts without preview-as', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't' }));
    const r = await start(
      { '/ui_ability': { darkTheme: true, maxTables: 10, maxTabs: 5, disableGA: true }, '/user/me': ADA },
      '#/user/settings',
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(r.session.ability).toEqual({ darkTheme: true, maxTables: 10, maxTabs: 5, disableGA: true });
    expect(r.session.previewAs).toBeNull();
  });

  it('shows Share to a user who may add users, opening user administration; German labels come from its bundle', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't' }));
    const r = await start(
      { '/user/me': ADA, '/api/v1/auth/users?limit=25&offset=0': { list: [], pageInfo: { totalRows: 0, pageSize: 25, offset: 0 } } },
      '#/',
    );
    const share = await within(screen.getByRole('banner')).findByRole('button', { name: 'Share' });
    fireEvent.click(share);
    expect(window.location.hash).toBe('#/user/admin?invite=1');
    // Straight to the invitation: its e-mail field has the focus.
    await screen.findByRole('heading', { name: 'Users' });
    expect(await screen.findByRole('form', { name: 'Invite a user' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('invite-email');
    act(() => r.ui.update({ language: 'de' }));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Teilen' })).toBeTruthy();
  });

  it('hides Share from a user without the add-user permission', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't' }));
    await start({ '/user/me': { email: 'bob@example.com', roles: { editor: true } } }, '#/');
    await within(screen.getByRole('banner')).findByText('bob@example.com');
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
