import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { ActionList, ActionMenu } from '@primer/react';
import { PATHS, PLUGIN_ID } from './paths.js';

/** "New project": a new embedded project, or a connection to an external database. */
export const NewProjectMenu = observer(function NewProjectMenu({ primary = true }: { primary?: boolean }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  return (
    <ActionMenu>
      <ActionMenu.Button variant={primary ? 'primary' : 'default'}>{t('new.button')}</ActionMenu.Button>
      <ActionMenu.Overlay width="medium">
        <ActionList>
          <ActionList.Item onSelect={() => ctx.navigate(PATHS.embedded)}>
            {t('new.embedded')}
            <ActionList.Description variant="block">{t('new.embedded.hint')}</ActionList.Description>
          </ActionList.Item>
          {/* Connecting an external database is the super admin's, and the connectors' they name. */}
          {ctx.session.can('externalDatabase') && (
            <ActionList.Item onSelect={() => ctx.navigate(PATHS.external)}>
              {t('new.external')}
              <ActionList.Description variant="block">{t('new.external.hint')}</ActionList.Description>
            </ActionList.Item>
          )}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
});
