/**
 * Export, import and reset of a project's metadata from the web: download the zip (optionally with
 * rows) or the JSON document; pick a zip or JSON file, see what the import would change, confirm,
 * and open the new project or refresh the open one; clear the metadata (read the schema again).
 * Used by the Meta tab and by My Projects.
 */
import { responseError, sessionHeaders, tableMetaStore, type WebContext } from '@plinth/sdk/web';
import type { ImportSummary } from '../info.js';

const PLUGIN_ID = 'project-meta';

const tOf =
  (ctx: WebContext) =>
  (key: string, options: Record<string, unknown> = {}) =>
    ctx.i18n.t(key, { ns: PLUGIN_ID, ...options });

export interface ExportOptions {
  /** `json`: the document alone ("export to file"); `zip` (default): the archive. */
  format?: 'zip' | 'json';
  /** Rows as CSV in the zip. */
  rows?: boolean;
}

/** Downloads the project's metadata (the file name the server gives it). */
export async function downloadExport(ctx: WebContext, projectId: string, options: ExportOptions = {}): Promise<void> {
  const t = tOf(ctx);
  const query = new URLSearchParams();
  if (options.format === 'json') query.set('format', 'json');
  else if (options.rows) query.set('rows', '1');
  const res = await fetch(`/api/v1/project-meta/${encodeURIComponent(projectId)}/export?${query}`, { headers: sessionHeaders(ctx) });
  if (!res.ok) throw await responseError(res);
  const fallback = options.format === 'json' ? 'project-meta.json' : 'project-meta.zip';
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  ctx.toast.success(t('meta.exported'));
}

type Answer = ImportSummary & { id: string };

async function send(ctx: WebContext, file: Blob, into: string | undefined, preview: boolean): Promise<Answer> {
  const path = into ? `/api/v1/project-meta/${encodeURIComponent(into)}/import` : '/api/v1/project-meta-import';
  const res = await fetch(`${path}${preview ? '?preview=1' : ''}`, {
    method: 'POST',
    body: file,
    // Raw bytes whatever the file is: the server tells a zip from a JSON document itself.
    headers: { 'content-type': 'application/octet-stream', ...sessionHeaders(ctx) },
  });
  if (!res.ok) throw await responseError(res);
  return (await res.json()) as Answer;
}

/** What the import would change, as the confirm dialog lists it. */
function PlanList({ ctx, plan }: { ctx: WebContext; plan: ImportSummary }) {
  const t = tOf(ctx);
  const list = (items: string[]) => items.join(', ');
  const nothing =
    plan.into === 'existing' &&
    !plan.tables.length &&
    !plan.addColumns.length &&
    !plan.relations &&
    !plan.manyToMany &&
    !plan.virtualColumns &&
    !plan.sections.length;
  if (nothing) return <p>{t('meta.planNothing')}</p>;
  return (
    <ul data-testid="import-plan">
      {plan.tables.length > 0 && <li>{t('meta.importTables', { count: plan.tables.length, tables: list(plan.tables) })}</li>}
      {plan.existingTables.length > 0 && (
        <li>{t('meta.planExisting', { count: plan.existingTables.length, tables: list(plan.existingTables) })}</li>
      )}
      {plan.addColumns.length > 0 && (
        <li>{t('meta.planColumns', { count: plan.addColumns.length, columns: list(plan.addColumns.map((c) => `${c.tn}.${c.cn}`)) })}</li>
      )}
      {plan.differingColumns.length > 0 && (
        <li>
          {t('meta.planDiffering', {
            count: plan.differingColumns.length,
            columns: list(plan.differingColumns.map((c) => `${c.tn}.${c.cn} (${c.uidt} / ${c.documentUidt})`)),
          })}
        </li>
      )}
      <li>{t('meta.importRelations', { relations: plan.relations, manyToMany: plan.manyToMany, virtual: plan.virtualColumns })}</li>
      {plan.rows.length > 0 && <li>{t('meta.planRows', { count: plan.rows.length, tables: list(plan.rows) })}</li>}
      {plan.sections.length > 0 && <li>{t('meta.importSections', { sections: list(plan.sections) })}</li>}
    </ul>
  );
}

/**
 * Previews a zip or JSON file, asks, and imports it: as a new project (opened afterwards), or
 * `into` an existing one (its tree refreshed). False when the user said no.
 */
export async function importFromFile(ctx: WebContext, file: File, into?: { id: string; title: string }): Promise<boolean> {
  const t = tOf(ctx);
  const plan = await send(ctx, file, into?.id, true);
  const confirmed = await ctx.confirm({
    title: into ? t('meta.importIntoTitle', { title: into.title }) : t('meta.importTitle', { title: plan.title }),
    body: <PlanList ctx={ctx} plan={plan} />,
    confirmLabel: into ? t('meta.importIntoConfirm') : t('meta.importConfirm'),
  });
  if (!confirmed) return false;
  const done = await send(ctx, file, into?.id, false);
  if (into) {
    tableMetaStore(ctx).schemaChanged(into.id);
    ctx.toast.success(t('meta.importedInto', { title: into.title }));
  } else {
    ctx.toast.success(t('meta.imported', { title: done.title }));
    ctx.navigate(`/nc/${encodeURIComponent(done.id)}`);
  }
  return true;
}

/** "Reset": forgets the project's table meta and reads it again from the database (rows stay). */
export async function resetMeta(ctx: WebContext, project: { id: string; title: string }): Promise<boolean> {
  const t = tOf(ctx);
  const confirmed = await ctx.confirm({
    title: t('meta.resetTitle', { title: project.title }),
    body: t('meta.resetBody'),
    confirmLabel: t('meta.reset'),
    danger: true,
  });
  if (!confirmed) return false;
  await ctx.api.rpc('projectClearMeta', { project_id: project.id });
  tableMetaStore(ctx).schemaChanged(project.id);
  ctx.toast.success(t('meta.resetDone', { title: project.title }));
  return true;
}

/** Asks the user for an exported zip or JSON file (the browser's file picker); undefined when none was chosen. */
export function pickArchive(): Promise<File | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = ARCHIVE_ACCEPT;
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

/** The files the pickers offer: an exported zip or JSON document. */
export const ARCHIVE_ACCEPT = '.zip,.json,application/zip,application/json';
