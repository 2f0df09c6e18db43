import { isAdmin, type RoleName } from '@plinth/sdk';
import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { ActionList, ActionMenu } from '@primer/react';
import { PLUGIN_ID } from './paths.js';

/** The roles an admin can preview the application as (000 s.2 dashboard: Preview as / Reset Preview). */
const PREVIEW_ROLES: readonly RoleName[] = ['editor', 'commenter', 'viewer'];

/**
 * Top-bar menu for admins: preview as a role (checks and the server's answers follow that role
 * through `xc-preview`) and reset. Shown by the real roles, so it stays while previewing.
 */
export const PreviewAsMenu = observer(function PreviewAsMenu() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const { user, previewAs } = ctx.session;
  if (!user || !isAdmin(user.roles)) return null;
  return (
    <ActionMenu>
      <ActionMenu.Button size="small" variant={previewAs ? 'primary' : 'invisible'} aria-label={t('preview.menu')}>
        {previewAs ? t('preview.active', { role: previewAs }) : t('preview.button')}
      </ActionMenu.Button>
      <ActionMenu.Overlay width="small">
        <ActionList selectionVariant="single" aria-label={t('preview.menu')}>
          {PREVIEW_ROLES.map((role) => (
            <ActionList.Item key={role} selected={previewAs === role} onSelect={() => ctx.session.setPreviewAs(role)}>
              {role}
            </ActionList.Item>
          ))}
        </ActionList>
        <ActionList>
          <ActionList.Divider />
          <ActionList.Item disabled={!previewAs} onSelect={() => ctx.session.setPreviewAs(null)}>
            {t('preview.reset')}
          </ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
});
