import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { ActionList, ActionMenu, IconButton } from '@primer/react';
import { useState } from 'react';
import { errorText, type Project } from './api.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { KebabHorizontalIcon } from './icons.js';
import { editPath, PLUGIN_ID } from './paths.js';
import { hasDatabaseFile, PROJECT_ACTIONS, runAction, type ProjectAction } from './project-actions.js';

/** A project row's menu: edit, and each lifecycle action behind a confirmation, with a toast of the outcome. */
export const ProjectActions = observer(function ProjectActions({ project, onChanged }: { project: Project; onChanged(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [pending, setPending] = useState<ProjectAction | null>(null);
  const actions = PROJECT_ACTIONS.filter((a) => a.offered(project) && ctx.session.can(a.permission));
  const canEdit = ctx.session.can('projectUpdate');
  if (actions.length === 0 && !canEdit) return null;

  const close = async ({ confirmed, option }: { confirmed: boolean; option: boolean }) => {
    const action = pending;
    setPending(null);
    if (!confirmed || !action) return;
    try {
      await runAction(ctx, action.id, project, option);
      ctx.toast.success(t(`done.${action.id}`, { title: project.title }));
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
    onChanged();
  };

  const label = t('list.actionsOf', { title: project.title });
  return (
    <>
      <ActionMenu>
        <ActionMenu.Anchor>
          <IconButton icon={KebabHorizontalIcon} variant="invisible" size="small" aria-label={label} />
        </ActionMenu.Anchor>
        <ActionMenu.Overlay width="small">
          <ActionList aria-label={label}>
            {canEdit && <ActionList.Item onSelect={() => ctx.navigate(editPath(project.id))}>{t('action.edit')}</ActionList.Item>}
            {actions.map((action) => (
              <ActionList.Item key={action.id} variant={action.danger ? 'danger' : 'default'} onSelect={() => setPending(action)}>
                {t(`action.${action.id}`)}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      {pending && (
        <ConfirmDialog
          title={t(`confirm.${pending.id}`, { title: project.title })}
          body={t(`confirm.${pending.id}.body`)}
          danger={pending.danger}
          option={pending.id === 'delete' && hasDatabaseFile(project) ? t('confirm.dropDatabase') : undefined}
          onClose={(result) => void close(result)}
        />
      )}
    </>
  );
});
