/**
 * Export and import of a project's metadata from the web: download the zip; or pick a zip, see
 * what it holds, confirm, and open the new project. Used by the Meta tab and by My Projects.
 */
import { HEADERS } from '@plinth/sdk';
import { ApiError, type WebContext } from '@plinth/sdk/web';

const PLUGIN_ID = 'project-meta';

interface ImportSummary {
  id?: string;
  title: string;
  tables: string[];
  relations: number;
  manyToMany: number;
  virtualColumns: number;
  sections: string[];
}

const tOf =
  (ctx: WebContext) =>
  (key: string, options: Record<string, unknown> = {}) =>
    ctx.i18n.t(key, { ns: PLUGIN_ID, ...options });
const authOf = (ctx: WebContext): Record<string, string> => (ctx.session.token ? { [HEADERS.auth]: ctx.session.token } : {});

async function failure(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as { msg?: string };
  return new ApiError(res.status, body.msg ?? res.statusText, body);
}

/** Downloads the project's metadata zip (the name the server gives it). */
export async function downloadExport(ctx: WebContext, projectId: string): Promise<void> {
  const t = tOf(ctx);
  const res = await fetch(`/api/v1/project-meta/${encodeURIComponent(projectId)}/export`, { headers: authOf(ctx) });
  if (!res.ok) throw await failure(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'project-meta.zip';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  ctx.toast.success(t('meta.exported'));
}

async function send(ctx: WebContext, file: Blob, preview: boolean): Promise<ImportSummary> {
  const res = await fetch(`/api/v1/project-meta-import${preview ? '?preview=1' : ''}`, {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'application/zip', ...authOf(ctx) },
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as ImportSummary;
}

/** Previews a zip, asks, imports it as a new project and opens it; false when the user said no. */
export async function importFromFile(ctx: WebContext, file: File): Promise<boolean> {
  const t = tOf(ctx);
  const summary = await send(ctx, file, true);
  const confirmed = await ctx.confirm({
    title: t('meta.importTitle', { title: summary.title }),
    body: (
      <ul>
        <li>{t('meta.importTables', { count: summary.tables.length, tables: summary.tables.join(', ') })}</li>
        <li>
          {t('meta.importRelations', { relations: summary.relations, manyToMany: summary.manyToMany, virtual: summary.virtualColumns })}
        </li>
        {summary.sections.length > 0 && <li>{t('meta.importSections', { sections: summary.sections.join(', ') })}</li>}
      </ul>
    ),
    confirmLabel: t('meta.importConfirm'),
  });
  if (!confirmed) return false;
  const created = await send(ctx, file, false);
  ctx.toast.success(t('meta.imported', { title: created.title }));
  ctx.navigate(`/nc/${encodeURIComponent(created.id!)}`);
  return true;
}

/** Asks the user for a zip file (the browser's file picker); undefined when none was chosen. */
export function pickZip(): Promise<File | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.zip,application/zip';
    input.hidden = true;
    const done = (file: File | undefined) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => done(input.files?.[0]));
    input.addEventListener('cancel', () => done(undefined));
    document.body.append(input);
    input.click();
  });
}
