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

/** Where a fresh session lands: the project list once a plugin serves it, else the index. */
export function homePath(route: Pick<RouteView, 'exists'>): string {
  return route.exists('/projects') ? '/projects' : '/';
}
