/**
 * The table-data contract: reading and writing the rows of a project's tables with the query
 * guard, uidt validation, virtual columns, relations, transactions and the row-change hook
 * applied in one place. Provided by the data plugin; the REST and GraphQL plugins (and the grid,
 * shared views, ...) are transports over it, so filters, validation, roles and audit never differ
 * between them.
 *
 * Rows crossing this contract are API rows: keys are column aliases (`_cn`), values as the API
 * shows them (numbers as numbers, JSON parsed, ...). Errors are `HttpError`s with the spec's
 * `{ msg }` wording (400 bad input, 404 unknown table / row / relation, 504 count timeout);
 * what the database refuses in a write is bad input too: 400 (foreign key, not null, check, too
 * long, out of range) or 409 (duplicate unique key, deleting a row still referenced), rolled back.
 * Role checks stay with the transport (`ctx.http.requirePermission`, `AccessControlToken`): the
 * service trusts its caller.
 */
import type { RelationMeta, TableMeta } from '../entities.js';

export type ApiRow = Record<string, unknown>;

/** The most rows one `insertBulk` call takes. */
export const MAX_INSERT_BULK_ROWS = 10_000;

/** Value patterns live in the browser-safe `values.ts` (the grid checks with them too). */
export { EMAIL_PATTERN, PHONE_NUMBER_PATTERN } from '../values.js';

/**
 * Related tables to embed, by the related table's name or alias: a list, or a comma list as the
 * REST query parameters carry it. `orders:billing_id` picks, among several relations to the same
 * table, the one of that foreign key column (name or alias; see `relationColumn`); its rows are
 * embedded under `embeddedKey`.
 */
export interface RelationSelection {
  hm?: string[] | string;
  bt?: string[] | string;
  mm?: string[] | string;
}

/**
 * A list query in the REST syntax; strings are parsed and checked by the SDK query guard, so a
 * transport can pass its query parameters through as they came.
 */
export interface ListQuery extends RelationSelection {
  /** `(field,op,value)~and(...)` */
  where?: string;
  /** Comma list, `-` for descending. */
  sort?: string;
  /** Comma list of column aliases. */
  fields?: string;
  limit?: number | string;
  offset?: number | string;
  /**
   * Filters through relations, JSON text or object (`ConditionGraph` in the query guard; the data
   * plugin's README shows examples): `{ "<related table>": { "relation": "hm"|"bt"|"mm",
   * "where": "(...)", "not"?: true, "conditionGraph"?: { ...nested } } }`.
   */
  conditionGraph?: unknown;
}

export interface PageInfo {
  /** null when the time-limited count did not finish (the list never waits for a slow COUNT). */
  totalRows: number | null;
  /** Set when `totalRows` is the database planner's estimate (a big PostgreSQL table), not a count; ask with `exactTotal` for a count. */
  totalRowsEstimated?: boolean;
  page: number;
  pageSize: number;
  isFirstPage: boolean;
  isLastPage: boolean;
}

/** How a list runs, beside what it selects. */
export interface ListOptions {
  /** How long the total may take before the list answers without it (default 1.5 s). */
  countTimeoutMs?: number;
  /**
   * false: no COUNT at all, `totalRows` is null (callers that never show a total, e.g. GraphQL's
   * `{t}List`, which has `{t}Count` beside it). Default true.
   */
  withTotal?: boolean;
  /** true: count exactly even where the total would be estimated (a big PostgreSQL table). */
  exactTotal?: boolean;
}

export interface ListResult {
  list: ApiRow[];
  pageInfo: PageInfo;
}

/** Who is writing: recorded with every row change (audit, live updates). */
export interface DataActor {
  userId: string | null;
  /** The signed-in user's e-mail, for the audit trail; absent for anonymous or shared-base callers. */
  userEmail?: string | null;
  /**
   * The app instance that made the change: its live socket's id, sent as the `xc-client-id`
   * header (`CLIENT_ID_HEADER`); live updates skip that socket, whose grid already shows the change.
   */
  origin?: string;
}

export type RelationKind = 'hm' | 'bt' | 'mm';

/**
 * One relation: the related table (name or alias) and, when two tables have several relations
 * of a kind, the foreign key column telling them apart (name or alias); without it, the first.
 */
export interface RelationRef {
  table: string;
  column?: string;
}

/**
 * The foreign key column a relation is named by: for has-many the child's column, for belongs-to
 * this table's own, for many-to-many the junction table's column pointing at the partner.
 */
export function relationColumn(kind: RelationKind, rel: RelationMeta & { vtn?: string; vrcn?: string }): { tn: string; cn: string } {
  if (kind === 'hm') return { tn: rel.rtn, cn: rel.rcn };
  if (kind === 'bt') return { tn: rel.tn, cn: rel.cn };
  return { tn: rel.vtn ?? rel.rtn, cn: rel.vrcn ?? rel.rcn };
}

const EMBED_SUFFIX: Record<RelationKind, string> = { hm: 'List', bt: 'Read', mm: 'MMList' };

/**
 * Where a row carries embedded related rows: `ordersList` / `customersRead` / `tagsMMList`, or
 * `orders_billing_idList` when asked for by column (`hm=orders:billing_id`).
 */
export function embeddedKey(kind: RelationKind, tableAlias: string, columnAlias?: string): string {
  return `${tableAlias}${columnAlias === undefined ? '' : `_${columnAlias}`}${EMBED_SUFFIX[kind]}`;
}

/** A count, or the planner's estimate of it (`estimated`). */
export interface CountAnswer {
  count: number;
  estimated?: true;
}

export interface TableDataService {
  /** The table's meta as the data API sees it; 404 when unknown or disabled in Meta Management. */
  meta(projectId: string, table: string): Promise<TableMeta>;
  list(projectId: string, table: string, query: ListQuery, options?: ListOptions): Promise<ListResult>;
  /** COUNT with the where filter, bounded by the spec's count timeout (504 when exceeded). */
  count(projectId: string, table: string, query?: Pick<ListQuery, 'where' | 'conditionGraph'>): Promise<number>;
  /**
   * As `count`, but a big PostgreSQL table (above the data plugin's `estimateTotalAbove`) answers
   * the planner's estimate at once (`estimated`), for a view that shows "about N rows" while
   * the exact count runs.
   */
  countOrEstimate(projectId: string, table: string, query?: Pick<ListQuery, 'where' | 'conditionGraph'>): Promise<CountAnswer>;
  /** One row by its id (composite keys joined with `___`); 404 when absent. */
  read(projectId: string, table: string, id: string, relations?: RelationSelection): Promise<ApiRow>;
  create(projectId: string, table: string, body: unknown, actor: DataActor): Promise<ApiRow>;
  /** All-or-nothing: one bad row, nothing inserted (400 naming the row and the field). */
  createBulk(projectId: string, table: string, rows: unknown[], actor: DataActor): Promise<ApiRow[]>;
  /**
   * As `createBulk` (same checks, table access rule and row-change hook, all-or-nothing in one
   * transaction) for imports: up to `MAX_INSERT_BULK_ROWS` rows, answering only how many were
   * inserted instead of reading every row back.
   */
  insertBulk(projectId: string, table: string, rows: unknown[], actor: DataActor): Promise<number>;
  update(projectId: string, table: string, id: string, body: unknown, actor: DataActor): Promise<ApiRow>;
  delete(projectId: string, table: string, id: string, actor: DataActor): Promise<void>;
  /** Changes to every row matching `where` (required, 400 without it); returns how many. */
  updateWhere(projectId: string, table: string, where: string, body: unknown, actor: DataActor): Promise<number>;
  deleteWhere(projectId: string, table: string, where: string, actor: DataActor): Promise<number>;
  /**
   * Rows of the many-to-many partner not linked to parent `pid` (`assoc`: partner or junction
   * table) and how many there are in all; `withTotal: false` skips that COUNT (count null).
   */
  m2mNotChildren(
    projectId: string,
    table: string,
    assoc: string,
    pid: string,
    query: ListQuery,
    options?: Pick<ListOptions, 'withTotal'>,
  ): Promise<{ list: ApiRow[]; count: number | null }>;
  /**
   * Links / unlinks a child row to a parent through a has-many or many-to-many relation (`related`:
   * table, or `table:fkColumn` among several relations to it).
   */
  link(...args: LinkArgs): Promise<void>;
  unlink(...args: LinkArgs): Promise<void>;
  /**
   * Batched relation loading (GraphQL, the grid): for API rows of `table`, the related rows of
   * one relation, aligned with `parents` (a list per parent for hm / mm, one row or null for bt).
   * One SQL statement for all parents, whatever their number; `query` filters / sorts / limits
   * the related rows (limit per parent, default 25 like a list, at most 1000; bt ignores sort and
   * limit). Parents must carry the relation's key column (400 otherwise); 404 for a relation the
   * table does not have.
   */
  related(
    projectId: string,
    table: string,
    kind: RelationKind,
    /** The related table, or table and foreign key column (`RelationRef`). */
    relatedTable: string | RelationRef,
    parents: ApiRow[],
    query?: Pick<ListQuery, 'where' | 'sort' | 'fields' | 'limit' | 'conditionGraph'>,
  ): Promise<(ApiRow[] | ApiRow | null)[]>;
  /** `table`'s id string for an API row (what `read` / `update` take). */
  idOf(meta: TableMeta, row: ApiRow): string;
}

/** Which child row (`childId`) of which relation (`related`) to link to or unlink from row `id` of `table`. */
export type LinkArgs = [
  projectId: string,
  table: string,
  id: string,
  kind: 'hm' | 'mm',
  related: string,
  childId: string,
  actor: DataActor,
];

export { TableDataToken } from '../service-tokens.js';
