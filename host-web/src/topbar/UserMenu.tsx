import { displayRole } from '@plinth/sdk';
import { observer } from '@plinth/sdk/web';
import { PersonIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton, Label } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useRoot } from '../app/RootContext.js';
import { translateLabel } from '../i18n/i18n.js';
import classes from './topbar.module.css';
import { visibleUserMenuItems } from './userMenu.js';

/** The signed-in user next to the menu: e-mail and the displayed role (000 s.6: first of owner, creator, editor, viewer). */
const SignedInUser = observer(function SignedInUser() {
  const root = useRoot();
  const { t } = useTranslation();
  const { user } = root.session;
  if (!user) return null;
  const role = displayRole(user.roles);
  return (
    <span className={classes.user} data-testid="signed-in-user">
      <span className={classes.email}>{user.email}</span>
      {role && (
        <Label variant="secondary" className={classes.role} title={t('topBar.role')}>
          {t(`role.${role}`)}
        </Label>
      )}
    </span>
  );
});

/** The user menu holds plugin entries only (sign-in, settings, themes...); without any it is hidden. */
export const UserMenu = observer(function UserMenu() {
  const root = useRoot();
  const { t } = useTranslation();
  const { ctx } = root;
  const items = visibleUserMenuItems(root.plugins.contributions('userMenuItems'), root.session, root.ctx);
  if (items.length === 0) return null;
  const select = (item: (typeof items)[number]) => {
    if (item.onSelect) item.onSelect(ctx);
    else if (item.href?.startsWith('/')) ctx.navigate(item.href);
    else if (item.href) window.open(item.href, '_blank', 'noopener');
  };
  return (
    <>
      <SignedInUser />
      <ActionMenu>
        <ActionMenu.Anchor>
          <IconButton icon={PersonIcon} variant="invisible" aria-label={t('topBar.userMenu')} />
        </ActionMenu.Anchor>
        <ActionMenu.Overlay width="small">
          <ActionList>
            {items.map((item) => (
              <ActionList.Item key={`${item.pluginId}:${item.id}`} onSelect={() => select(item)}>
                {translateLabel(ctx.i18n, item.pluginId, item.label)}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
    </>
  );
});
