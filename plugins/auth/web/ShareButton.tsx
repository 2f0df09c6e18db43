import { DASHBOARD_TAB_TYPES, dashboardProjectOf, dashboardTabPath, observer, usePlinth, useT } from '@plinth/sdk/web';
import { Button } from '@primer/react';
import { PATHS, PLUGIN_ID } from './paths.js';

/** 000 s.2: the add-user permission a Share button needs. */
const ADD_USER_PERMISSION = 'add-user';

/**
 * Top-bar Share (000 s.2), for users who may add users: on a project's dashboard it opens the Team
 * & Auth tab with its add-user dialog (when a plugin contributes that tab); elsewhere user
 * administration, where the invitation form is.
 */
export const ShareButton = observer(function ShareButton() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  if (!ctx.session.user || !ctx.session.can(ADD_USER_PERMISSION)) return null;
  const project = dashboardProjectOf(ctx.route.path);
  const teamTab = ctx.contributions?.('dashboardTabs').some((c) => c.type === DASHBOARD_TAB_TYPES.teamAndAuth);
  const target = project && teamTab ? dashboardTabPath(project, DASHBOARD_TAB_TYPES.teamAndAuth, '&invite=1') : `${PATHS.admin}?invite=1`;
  return (
    <Button size="small" variant="invisible" title={t('share.hint')} onClick={() => ctx.navigate(target)}>
      {t('share.button')}
    </Button>
  );
});
