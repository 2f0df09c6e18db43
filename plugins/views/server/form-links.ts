/**
 * Belongs-to link fields of a shared form: the visitor picks the parent row by its display value
 * (`GET .../options/:field`, the parent's key and display column only, nothing else of it) and
 * sends the parent's id; the submission writes the parent's referenced value into the foreign key
 * column. An id that names no parent is refused naming the field.
 */
import { displayColumnKey, viewColumns, type RelationMeta, type TableMeta } from '@plinth/sdk';
import {
  escapeListItem,
  formatWhere,
  HttpError,
  isRecord,
  splitList,
  unescapeText,
  type SubmissionField,
  type TableDataService,
  type ViewTableContext,
} from '@plinth/sdk/server';
import { SubmissionError } from './submit.js';

/** Most choices answered at once. */
const OPTIONS_LIMIT = 50;

export interface LinkChoice {
  id: string;
  label: string;
}

/**
 * The belongs-to relations a view shows (`relations`: view column keys), for its shared meta;
 * each names its parent by alias, so the visitor's view columns get the server's keys.
 */
export function shownRelations(meta: TableMeta, relations: string | undefined, table: ViewTableContext): RelationMeta[] {
  if (!relations) return [];
  const keys = new Set(splitList(relations).map((item) => unescapeText(item.raw)));
  return (meta.belongsTo ?? []).filter((r) => keys.has(`${table.aliasOf(r.rtn)}Read`)).map((r) => ({ ...r, rtn: table.aliasOf(r.rtn) }));
}

/** The link field `key` of a form, or a 404 (a field the form does not show as a link). */
export function linkField(
  fields: readonly SubmissionField[],
  key: string,
): SubmissionField & { link: NonNullable<SubmissionField['link']> } {
  const field = fields.find((f) => f.key === key && f.link);
  if (!field?.link) throw new HttpError(404, `Unknown link field '${key}'`);
  return field as SubmissionField & { link: NonNullable<SubmissionField['link']> };
}

/** The parent table's key and display columns. */
function choiceColumns(meta: TableMeta): { display: string; keys: string[] } {
  const columns = viewColumns(meta);
  const keys = columns.filter((c) => c.pk).map((c) => c.key);
  return { display: displayColumnKey(columns) ?? keys[0] ?? '', keys };
}

/** A page of the parent rows a visitor may pick, by display value (`q`: contains). */
export async function linkChoices(
  data: TableDataService,
  projectId: string,
  field: SubmissionField & { link: NonNullable<SubmissionField['link']> },
  q: string | undefined,
  offset: number,
): Promise<{ list: LinkChoice[]; isLastPage: boolean }> {
  const meta = await data.meta(projectId, field.link.table);
  const { display, keys } = choiceColumns(meta);
  if (!display || !keys.length) return { list: [], isLastPage: true };
  const search = q?.trim();
  const result = await data.list(
    projectId,
    field.link.table,
    {
      fields: [...new Set([...keys, display])].map(escapeListItem).join(','),
      where: search ? formatWhere({ type: 'condition', field: display, op: 'like', value: `%${search}%` }) : undefined,
      sort: escapeListItem(display),
      limit: String(OPTIONS_LIMIT),
      offset: String(offset),
    },
    { withTotal: false },
  );
  return {
    list: result.list.map((row) => ({ id: data.idOf(meta, row), label: String(row[display] ?? data.idOf(meta, row)) })),
    isLastPage: result.pageInfo.isLastPage,
  };
}

/** The row with each link field's parent id replaced by the foreign key value it stands for. */
export async function resolveLinks(
  data: TableDataService,
  projectId: string,
  fields: readonly SubmissionField[],
  row: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const resolved = { ...row };
  for (const field of fields) {
    const link = field.link;
    if (!link || !(field.key in row)) continue;
    const value = row[field.key];
    delete resolved[field.key];
    if (value === null || value === '') {
      resolved[link.foreignKey] = null;
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new SubmissionError(`${field.label} takes the id of a choice`, field.key);
    const meta = await data.meta(projectId, link.table);
    const parent = await data.read(projectId, link.table, String(value)).catch((err: unknown) => {
      if (err instanceof HttpError && err.status < 500) throw new SubmissionError(`${field.label}: no such choice`, field.key);
      throw err;
    });
    const referenced = meta.columns.find((c) => c.cn === link.parentColumn);
    const key = referenced?._cn ?? link.parentColumn;
    if (!isRecord(parent) || !(key in parent)) throw new SubmissionError(`${field.label}: no such choice`, field.key);
    resolved[link.foreignKey] = parent[key];
  }
  return resolved;
}
