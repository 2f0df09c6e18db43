import type { TableEntry } from '@plinth/sdk';
import { usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Banner, Label, Link, Spinner, Stack } from '@primer/react';
import { useEffect, useState, type CSSProperties } from 'react';
import { errorText, projectsApi, type Project } from './api.js';
import { TableIcon } from './icons.js';
import { PATHS, PLUGIN_ID } from './paths.js';
import { mutedStyle, Page, pageStyle } from './ui.js';

type Loaded = { status: 'loading' } | { status: 'ready'; project: Project; tables: TableEntry[] };

/** 000 s.4: a project that fails to load is an error toast for about 3 seconds, then the list. */
const FAILURE_TOAST_MS = 3000;

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const itemStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--base-size-8)',
  padding: 'var(--base-size-8) 0',
  borderBottom: 'var(--borderWidth-thin) solid var(--borderColor-muted)',
};

function useProjectTables(projectId: string): Loaded {
  const ctx = usePlinth();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    Promise.all([projectsApi.read(ctx.api, projectId), projectsApi.tables(ctx.api, projectId)]).then(
      ([project, { list }]) => current && setLoaded({ status: 'ready', project, tables: list }),
      (err: unknown) => {
        if (!current) return;
        ctx.toast.error(errorText(err), FAILURE_TOAST_MS);
        ctx.navigate(PATHS.list);
      },
    );
    return () => {
      current = false;
    };
  }, [ctx, projectId]);
  return loaded;
}

/**
 * `/nc/:project_id`: until the dashboard arrives, the project's tables and views
 * (`xcTableAndViewList`); `?new=1` greets a project just created.
 */
export function DashboardPage() {
  const t = useT(PLUGIN_ID);
  const route = useRoute();
  const projectId = route.params.project_id ?? '';
  const fresh = new URLSearchParams(route.search).get('new') === '1';
  const loaded = useProjectTables(projectId);

  if (loaded.status !== 'ready') {
    return (
      <div style={pageStyle}>
        <Spinner size="medium" srText={t('dashboard.loading')} />
      </div>
    );
  }
  const { project, tables } = loaded;
  return (
    <Page title={project.title}>
      {fresh && <Banner variant="success" title={t('dashboard.created')} hideTitle description={t('dashboard.welcome', { title: project.title })} layout="compact" />}
      <section aria-labelledby="projects-dashboard-tables">
        <Stack gap="condensed">
          <h2 id="projects-dashboard-tables" style={{ margin: 0, fontSize: 'var(--text-title-size-small)' }}>
            {t('dashboard.tables')}
          </h2>
          {tables.length === 0 ? (
            <p style={mutedStyle}>{t('dashboard.noTables')}</p>
          ) : (
            <ul style={listStyle} aria-labelledby="projects-dashboard-tables">
              {tables.map((table) => (
                <li key={table.tn} style={itemStyle}>
                  <TableIcon />
                  <span>{table._tn}</span>
                  {table._tn !== table.tn && <span style={mutedStyle}>{table.tn}</span>}
                  {table.type === 'view' && <Label>{t('dashboard.view')}</Label>}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
      <p style={mutedStyle}>{t('dashboard.later')}</p>
      <Link href={`#${PATHS.list}`}>{t('backToList')}</Link>
    </Page>
  );
}

export default DashboardPage;
