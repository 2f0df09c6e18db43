import { errorText, observer, usePlinth, useT } from '@plinth/sdk/web';
import { DatabaseIcon } from '@primer/octicons-react';
import { Label, TreeView } from '@primer/react';
import { useState } from 'react';
import { PLUGIN_ID, type DashboardModel } from './dashboard.js';
import { changeEnvironment } from './env-change.js';

/** 000 s.3: the default environment. */
const DEFAULT_ENV = '_noco';

/**
 * The project's environments in the tree (000 s.3 envs): each one's node, 'Active Env' on the
 * working one (000 s.4). An admin selecting another environment changes to it after a
 * confirmation (the change-environment flow: the server switches, the user is signed out, the
 * page reloads).
 */
export const EnvironmentNodes = observer(function EnvironmentNodes({ model }: { model: DashboardModel }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [changing, setChanging] = useState<string | null>(null);
  const project = model.project;
  if (!project) return null;
  const active = project.activeEnv ?? DEFAULT_ENV;
  const envs = Object.keys(project.envs);
  const change = async (env: string) => {
    if (env === active || changing || !model.isCreator) return;
    const ok = await ctx.confirm({
      title: t('env.changeTitle', { env }),
      body: t('env.changeBody', { env }),
      confirmLabel: t('env.change'),
    });
    if (!ok) return;
    setChanging(env);
    ctx.toast.info(t('env.changing', { env }));
    try {
      await changeEnvironment(ctx, project.id, env);
    } catch (err) {
      ctx.toast.error(errorText(err));
      setChanging(null);
    }
  };
  return (
    <TreeView.Item id="dashboard-envs" defaultExpanded>
      <TreeView.LeadingVisual>
        <TreeView.DirectoryIcon />
      </TreeView.LeadingVisual>
      {t('tree.environments')}
      <TreeView.SubTree aria-label={t('tree.environments')}>
        {envs.map((env) => (
          <TreeView.Item key={env} id={`dashboard-env-${env}`} current={env === active} onSelect={() => void change(env)}>
            <TreeView.LeadingVisual>
              <DatabaseIcon />
            </TreeView.LeadingVisual>
            {env}
            {(env === active || env === changing) && (
              <TreeView.TrailingVisual>
                <Label variant={env === active ? 'success' : 'attention'}>
                  {env === active ? t('tree.activeEnv') : t('env.changingShort')}
                </Label>
              </TreeView.TrailingVisual>
            )}
          </TreeView.Item>
        ))}
      </TreeView.SubTree>
    </TreeView.Item>
  );
});
