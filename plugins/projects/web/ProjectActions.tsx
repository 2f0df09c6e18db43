import { ActionsMenu, observer, usePlinth, useT } from '@plinth/sdk/web';
import { ActionList, Checkbox, FormControl, Stack } from '@primer/react';
import { useState } from 'react';
import { errorText, type Project } from './api.js';
import { useContributedActions } from './contributed-actions.js';
import { editPath, PLUGIN_ID } from './paths.js';
import { hasDatabaseFile, PROJECT_ACTIONS, runAction, type ProjectAction } from './project-actions.js';
import { mutedStyle } from './ui.js';

/** A confirmation's text, with an extra choice as a checkbox (delete: "also delete the database file"). */
function ConfirmBody({ text, option, onOptionChange }: { text: string; option?: string; onOptionChange(checked: boolean): void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Stack gap="normal">
      <p style={{ ...mutedStyle, fontSize: undefined }}>{text}</p>
      {option && (
        <FormControl>
          <Checkbox
            checked={checked}
            onChange={(event) => {
              setChecked(event.target.checked);
              onOptionChange(event.target.checked);
            }}
          />
          <FormControl.Label>{option}</FormControl.Label>
        </FormControl>
      )}
    </Stack>
  );
}

/** A project row's menu: edit, and each lifecycle action behind a confirmation, with a toast of the outcome. */
export const ProjectActions = observer(function ProjectActions({ project, onChanged }: { project: Project; onChanged(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const actions = PROJECT_ACTIONS.filter((a) => a.offered(project) && ctx.session.can(a.permission));
  const canEdit = ctx.session.can('projectUpdate');
  // Other plugins' actions on a project (export its metadata...).
  const contributed = (ctx.contributions?.('projectActions') ?? []).filter(
    (a) => !a.list && (!a.permission || ctx.session.can(a.permission)),
  );
  const contributedRunner = useContributedActions(onChanged);
  if (actions.length === 0 && contributed.length === 0 && !canEdit) return null;

  const choose = async (action: ProjectAction) => {
    // The checkbox lives in the frame's dialog; its last state is read once the user confirms.
    let dropDatabase = false;
    const confirmed = await ctx.confirm({
      title: t(`confirm.${action.id}`, { title: project.title }),
      body: (
        <ConfirmBody
          text={t(`confirm.${action.id}.body`)}
          option={action.id === 'delete' && hasDatabaseFile(project) ? t('confirm.dropDatabase') : undefined}
          onOptionChange={(checked) => (dropDatabase = checked)}
        />
      ),
      confirmLabel: t('confirm.submit'),
      cancelLabel: t('confirm.cancel'),
      danger: action.danger,
    });
    if (!confirmed) return;
    try {
      await runAction(ctx, action.id, project, dropDatabase);
      ctx.toast.success(t(`done.${action.id}`, { title: project.title }));
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
    onChanged();
  };

  const label = t('list.actionsOf', { title: project.title });
  return (
    <>
      <ActionsMenu label={label}>
        {canEdit && <ActionList.Item onSelect={() => ctx.navigate(editPath(project.id))}>{t('action.edit')}</ActionList.Item>}
        {actions.map((action) => (
          <ActionList.Item key={action.id} variant={action.danger ? 'danger' : 'default'} onSelect={() => void choose(action)}>
            {t(`action.${action.id}`)}
          </ActionList.Item>
        ))}
        {contributed.map((action) => (
          <ActionList.Item
            key={`${action.pluginId}:${action.id}`}
            onSelect={() => contributedRunner.start(action, { id: project.id, title: project.title })}
          >
            {ctx.i18n.t(action.title, { ns: action.pluginId, defaultValue: action.title })}
          </ActionList.Item>
        ))}
      </ActionsMenu>
      {contributedRunner.dialog}
    </>
  );
});
