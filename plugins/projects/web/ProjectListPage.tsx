import { EmptyState, observer, PageFrame, usePlinth, useT } from '@plinth/sdk/web';
import { Button, IconButton, Spinner, Stack, TextInput } from '@primer/react';
import { useState } from 'react';
import { useContributedActions } from './contributed-actions.js';
import { SyncIcon } from './icons.js';
import { NewProjectMenu } from './NewProjectMenu.js';
import { PLUGIN_ID } from './paths.js';
import { ProjectTable } from './ProjectTable.js';
import { ErrorBanner } from './ui.js';
import { useDebounced, useProjectList } from './use-projects.js';

/** `/projects`: 'My Projects' with search, reload, New project and each project's actions (000 s.2). */
export const ProjectListPage = observer(function ProjectListPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const { projects, answeredQuery, loading, error, reload } = useProjectList(ctx, query);
  const canCreate = ctx.session.can('projectCreate');
  // Other plugins' actions on the list (import a project's metadata zip...).
  const listActions = (ctx.contributions?.('projectActions') ?? []).filter(
    (a) => a.list && (!a.permission || ctx.session.can(a.permission)),
  );
  const contributed = useContributedActions(reload);

  return (
    <PageFrame title={t('list.title')}>
      <Stack direction="horizontal" align="center" wrap="wrap">
        <div style={{ flex: '1 1 240px' }}>
          <TextInput
            block
            type="search"
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <IconButton icon={SyncIcon} aria-label={t('list.reload')} onClick={reload} disabled={loading} />
        {listActions.map((action) => (
          <Button key={`${action.pluginId}:${action.id}`} onClick={() => contributed.start(action, null)}>
            {ctx.i18n.t(action.title, { ns: action.pluginId, defaultValue: action.title })}
          </Button>
        ))}
        {canCreate && <NewProjectMenu />}
      </Stack>
      <ErrorBanner message={error} />
      {projects === null && !error && <Spinner size="medium" srText={t('list.loading')} />}
      {projects !== null && projects.length === 0 && (
        <EmptyState title={answeredQuery ? t('list.noResults', { search: answeredQuery }) : t('list.empty')} />
      )}
      {projects !== null && projects.length > 0 && <ProjectTable projects={projects} onChanged={reload} />}
      {contributed.dialog}
    </PageFrame>
  );
});
