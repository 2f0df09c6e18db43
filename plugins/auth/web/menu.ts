import { copyText, type UserMenuItem, type WebContext } from '@plinth/sdk/web';
import { PATHS, PLUGIN_ID } from './paths.js';
import { signOut } from './session-actions.js';

async function copyWithToast(ctx: WebContext, text: string, doneKey: string): Promise<void> {
  const t = (key: string) => ctx.i18n.t(key, { ns: PLUGIN_ID });
  if (await copyText(text)) ctx.toast.success(t(doneKey));
  else ctx.toast.error(t('toast.copyFailed'));
}

/**
 * User menu entries (000 s.2). Orders are negative so that the themes plugin's 'Themes' (order 0)
 * falls between 'Copy Project info' and 'Sign Out', as the spec lists them.
 */
export const userMenuItems: UserMenuItem[] = [
  { id: 'settings', label: 'menu.settings', when: 'signedIn', order: -50, href: PATHS.settings },
  { id: 'users', label: 'menu.users', when: 'signedIn', order: -45, permission: 'userAdmin', href: PATHS.admin },
  {
    id: 'copy-token',
    label: 'menu.copyToken',
    when: 'signedIn',
    order: -40,
    onSelect: (ctx) => void copyWithToast(ctx, ctx.session.token ?? '', 'toast.tokenCopied'),
  },
  {
    id: 'copy-project-info',
    label: 'menu.copyProjectInfo',
    when: 'signedIn',
    order: -30,
    onSelect: (ctx) => void copyWithToast(ctx, JSON.stringify(ctx.session.projectInfo ?? {}, null, 2), 'toast.projectInfoCopied'),
  },
  { id: 'sign-out', label: 'menu.signOut', when: 'signedIn', order: 10, onSelect: (ctx) => void signOut(ctx) },
  { id: 'sign-up', label: 'menu.signUp', when: 'signedOut', order: -20, href: PATHS.signUp },
  { id: 'login', label: 'menu.login', when: 'signedOut', order: -10, href: PATHS.signIn },
];
