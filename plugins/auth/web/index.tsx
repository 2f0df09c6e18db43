import { definePlugin } from '@plinth/sdk';
import { lazyComponent, localeBundles, placeholderRoute, type RouteContribution } from '@plinth/sdk/web';
import { manifest } from '../manifest.js';
import { activateAuth } from './activate.js';
import { en } from './i18n.js';
import { userMenuItems } from './menu.js';
import { CallbackPage } from './pages/CallbackPage.js';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage.js';
import { redirectTo } from './pages/RedirectPage.js';
import { ResetInvalidPage, ResetPasswordPage, ResetSuccessPage } from './pages/ResetPasswordPage.js';
import { SignInPage } from './pages/SignInPage.js';
import { SignUpPage } from './pages/SignUpPage.js';
import { PATHS } from './paths.js';
import { PreviewAsMenu } from './PreviewAsMenu.js';
import { ShareButton } from './ShareButton.js';
import { SharedBaseButton } from './SharedBaseButton.js';

const settingsPage = lazyComponent(() => import('./pages/SettingsPage.js'));
const adminPage = lazyComponent(() => import('./pages/AdminPage.js'));

/** Screens for visitors who are not signed in: the public frame, reachable signed out. */
const publicRoute = (path: string, component: RouteContribution['component']): RouteContribution => ({
  path,
  component,
  layout: 'public',
  public: true,
});

/** The web half of the auth plugin: labels are keys of its `auth` i18n namespace. */
export default definePlugin({
  manifest,
  web: {
    routes: [
      publicRoute(PATHS.authentication, redirectTo(PATHS.signIn)),
      publicRoute(PATHS.signIn, SignInPage),
      publicRoute(PATHS.signUp, SignUpPage),
      publicRoute(PATHS.invitation, SignUpPage),
      publicRoute(PATHS.callback, CallbackPage),
      publicRoute(PATHS.password, redirectTo(PATHS.forgot)),
      publicRoute(PATHS.forgot, ForgotPasswordPage),
      publicRoute(PATHS.reset, ResetPasswordPage),
      publicRoute(PATHS.resetForm, ResetPasswordPage),
      publicRoute(PATHS.resetInvalid, ResetInvalidPage),
      publicRoute(PATHS.resetSuccess, ResetSuccessPage),
      // Signed-in screens, code-split: most visits never open them.
      { path: PATHS.user, component: redirectTo(PATHS.settings) },
      { path: PATHS.settings, component: settingsPage },
      { path: PATHS.settingsProfile, component: settingsPage },
      { path: PATHS.settingsPassword, component: settingsPage },
      placeholderRoute(PATHS.settingsAccounts, {
        pluginId: 'auth',
        title: 'placeholder.accounts.title',
        description: 'placeholder.accounts.body',
        home: 'placeholder.home',
      }),
      placeholderRoute(PATHS.settingsPicture, {
        pluginId: 'auth',
        title: 'placeholder.picture.title',
        description: 'placeholder.picture.body',
        home: 'placeholder.home',
      }),
      { path: PATHS.admin, component: adminPage },
      { path: PATHS.adminUserEdit, component: adminPage },
      { path: PATHS.adminUser, component: adminPage },
    ],
    topBarItems: [
      { id: 'share', order: 4, component: ShareButton },
      { id: 'shared-base', order: 5, component: SharedBaseButton },
      { id: 'preview-as', order: 5, component: PreviewAsMenu },
    ],
    userMenuItems,
    i18n: localeBundles(en, import.meta.glob('./locales/*.ts', { eager: true })),
    activate: (ctx) => activateAuth(ctx),
  },
});
