import { usePlinth, useT } from '@plinth/sdk/web';
import { Label, Link, VisuallyHidden } from '@primer/react';
import type { CSSProperties, MouseEvent } from 'react';
import { defaultDb, type Project } from './api.js';
import { ProjectActions } from './ProjectActions.js';
import { dashboardPath, PLUGIN_ID } from './paths.js';

const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse' };
const cellStyle: CSSProperties = {
  padding: 'var(--base-size-8)',
  borderBottom: 'var(--borderWidth-thin) solid var(--borderColor-muted)',
  textAlign: 'start',
  verticalAlign: 'middle',
};
const rowStyle: CSSProperties = { cursor: 'pointer' };

/** "Embedded SQLite", "PostgreSQL"... */
function databaseLabel(t: (key: string) => string, project: Project): string {
  const db = defaultDb(project);
  if (!db) return '';
  return db.embedded ? t('client.embedded') : t(`client.${db.client}`);
}

/** The project list; a row opens the project's dashboard, its menu holds the actions. */
export function ProjectTable({ projects, onChanged }: { projects: Project[]; onChanged(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  // The whole row opens the project; its link does so itself.
  const open = (event: MouseEvent, project: Project) => {
    if (!(event.target as HTMLElement).closest('a')) ctx.navigate(dashboardPath(project.id));
  };
  return (
    <table style={tableStyle}>
      <thead>
        <tr>
          <th style={cellStyle}>{t('list.name')}</th>
          <th style={cellStyle}>{t('list.database')}</th>
          <th style={cellStyle}>{t('list.access')}</th>
          <th style={cellStyle}>{t('list.status')}</th>
          <th style={cellStyle}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => (
          <tr key={project.id} style={rowStyle} onClick={(event) => open(event, project)} data-testid="project-row">
            <td style={cellStyle}>
              <Link href={`#${dashboardPath(project.id)}`}>{project.title}</Link>
            </td>
            <td style={cellStyle}>{databaseLabel(t, project)}</td>
            <td style={cellStyle}>{t(`access.${project.projectType}`)}</td>
            <td style={cellStyle}>
              <Label variant={project.status === 'started' ? 'success' : 'secondary'}>{t(`status.${project.status}`)}</Label>
            </td>
            {/* Clicks in the menu and its dialog (portals, but React children of this cell) stay here. */}
            <td style={{ ...cellStyle, textAlign: 'end' }} onClick={(event) => event.stopPropagation()}>
              <ProjectActions project={project} onChanged={onChanged} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
