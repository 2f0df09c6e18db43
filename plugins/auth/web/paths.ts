import type { RouteView } from '@plinth/sdk/web';

export const PLUGIN_ID = 'auth';

/** The auth screens (000 s.2 routes). */
export const PATHS = {
  authentication: '/user/authentication',
  signIn: '/user/authentication/signin',
  signUp: '/user/authentication/signup',
  invitation: '/user/authentication/signup/:token',
  callback: '/user/authentication/callback',
  password: '/user/password',
  forgot: '/user/password/forgot',
  reset: '/user/password/reset',
  resetForm: '/user/password/reset/form',
  resetInvalid: '/user/password/reset/invalid',
  resetSuccess: '/user/password/reset/success',
  settings: '/user/settings',
  admin: '/user/admin',
  /** `/user` leads to the settings. */
  user: '/user',
  settingsAccounts: '/user/settings/accounts',
  settingsPassword: '/user/settings/password',
  settingsPicture: '/user/settings/picture',
  settingsProfile: '/user/settings/profile',
  adminUserEdit: '/user/admin/user-edit',
  adminUser: '/user/admin/user/:userId?',
} as const;

/** Route segments under /nc/ that are shared links, not projects. */
const NOT_PROJECTS = new Set(['base', 'form', 'view']);

/** The project of a dashboard route (`/nc/<project_id>`), or null elsewhere. */
export function dashboardProject(path: string): string | null {
  const m = /^\/nc\/([^/?#]+)$/.exec(path);
  return m && !NOT_PROJECTS.has(m[1]!) ? decodeURIComponent(m[1]!) : null;
}

/** Where a fresh session lands: the project list once a plugin serves it, else the index. */
export function homePath(route: Pick<RouteView, 'exists'>): string {
  return route.exists('/projects') ? '/projects' : '/';
}
