import { isAdmin, LIMITS, rowKey, type TableMeta } from '@plinth/sdk';
import {
  applyFilter,
  applyPlan,
  applyWhere,
  currentCaller,
  DataHooks,
  HttpError,
  MAX_INSERT_BULK_ROWS,
  planQuery,
  TableAccessToken,
  type ApiRow,
  type CountAnswer,
  type DataActor,
  type LinkArgs,
  type DialectDb,
  type Knex,
  type ListOptions,
  type ListQuery,
  type ListResult,
  type ProjectsService,
  type QueryPlan,
  type RelationKind,
  type RelationRef,
  type RelationSelection,
  type RowChange,
  type ServerContext,
  type TableAction,
  type TableDataService,
} from '@plinth/sdk/server';
import { RowCodec } from './codec.js';
import { compiledDb, compiledPage, compiledRead, compiledRelation, compiledWith, pageKey, type CompiledPage } from './compiled.js';
import type { TotalCounter, Total } from './counting.js';
import { guardWrite, violationError } from './constraints.js';
import { linkRows } from './links.js';
import { insertPrepared, insertSqliteRow } from './sqlite-insert.js';
import { compile, runCompiled } from './statements.js';
import { embedRelations, findRelation, loadRelated, relationKeys, relationRequest, type RelatedSelection } from './relations.js';
import { fillVirtuals, selectVirtuals } from './virtuals.js';

/** How long a list waits for its total before answering without one. */
const LIST_COUNT_TIMEOUT_MS = 1_500;
const MAX_BULK_ROWS = 1_000;

export interface TableContext {
  projectId: string;
  db: DialectDb;
  codec: RowCodec;
  /** Every table of the database (relations, lookups and condition graphs reach them). */
  tables: TableMeta[];
}

type DbRow = Record<string, unknown>;

/** The row-level changes between two database rows, for the audit hook (tn, cn, pk, value, prevValue) and live updates (origin). */
function rowChange(
  projectId: string,
  tn: string,
  op: RowChange['op'],
  pk: string,
  actor: DataActor,
  before: DbRow | undefined,
  after: DbRow | undefined,
): RowChange {
  return {
    projectId,
    dbAlias: 'db',
    tn,
    op,
    pk,
    userId: actor.userId,
    userEmail: actor.userEmail ?? null,
    ...(actor.origin !== undefined && { origin: actor.origin }),
    ...(after && { row: after }),
    ...(before && { previous: before }),
    changes: [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
      .filter((cn) => !sameValue(before?.[cn], after?.[cn]))
      .map((cn) => ({ cn, value: after?.[cn] ?? null, prevValue: before?.[cn] ?? null })),
  };
}

/** The generic query of one row by its key, with the table's virtual columns. */
function readQuery(t: TableContext, key: Record<string, unknown>) {
  const { meta } = t.codec;
  const qb = t.db.knex(meta.tn).select(`${meta.tn}.*`).where(key);
  selectVirtuals(t.db.knex, qb, meta, meta.tn, t.codec.sql, t.tables);
  return qb.first();
}

const sameValue = (a: unknown, b: unknown) => a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

/** `rowChange` of an inserted row (every value new), without comparing it to a row before: the bulk insert's many rows. */
function insertChange(t: TableContext, row: DbRow, key: DbRow | undefined, actor: DataActor): RowChange {
  // The row is this call's own (from `checkedRows`): its key is added in place.
  const written = key ? Object.assign(row, key) : row;
  return {
    projectId: t.projectId,
    dbAlias: 'db',
    tn: t.codec.meta.tn,
    op: 'insert',
    pk: t.codec.primaryKey.length ? t.codec.idOf(written) : '',
    userId: actor.userId,
    userEmail: actor.userEmail ?? null,
    ...(actor.origin !== undefined && { origin: actor.origin }),
    row: written,
    // Built when a hook reads it (an own, enumerable getter, so spreads copy it): a bulk insert
    // nobody audits or broadcasts makes no per-column objects for its million rows.
    get changes() {
      const changes: RowChange['changes'] = [];
      for (const cn in written) changes.push({ cn, value: written[cn] ?? null, prevValue: null });
      return changes;
    },
  };
}

/** Whether two rows name the same columns in the same order. */
function sameColumns(a: DbRow, columns: readonly string[]): boolean {
  let i = 0;
  for (const key in a) if (columns[i++] !== key) return false;
  return i === columns.length;
}

/** Request rows as database rows, every one checked before anything is written: one bad row, nothing inserted. */
function checkedRows(t: TableContext, rows: unknown[]): DbRow[] {
  return rows.map((b, i) => {
    try {
      return t.codec.toDb(b, 'insert');
    } catch (err) {
      if (err instanceof HttpError) throw new HttpError(400, `Row ${i + 1}: ${err.message}`);
      throw err;
    }
  });
}

/** Rows per multi-row INSERT, within the bound parameters a statement may carry (SQL Server 2,100; the others far more). */
function rowsPerStatement(sql: TableContext['codec']['sql'], columns: number): number {
  const parameters = sql === 'mssql' ? 2_000 : 30_000;
  return Math.max(1, Math.min(5_000, Math.floor(parameters / Math.max(1, columns))));
}

/**
 * SQLite's multi-row `insert ... values (...), (...) returning <key>`: knex writes a multi-row
 * insert for SQLite as `select ... union all select ...`, at most 500 rows and several times slower
 * to compile and parse. Names are bound as identifiers (`??`), values as bindings.
 */
async function insertSqliteValues(trx: Knex, tn: string, rows: DbRow[], pk: readonly string[]): Promise<DbRow[]> {
  const keys: DbRow[] = [];
  // Rows naming the same columns go in one statement (a column left out keeps its default).
  for (let i = 0; i < rows.length;) {
    const columns = Object.keys(rows[i]!);
    let end = i + 1;
    while (end < rows.length && sameColumns(rows[end]!, columns)) end++;
    const group = rows.slice(i, end);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const values = columns.length
      ? `(${columns.map(() => '??').join(', ')}) values ${group.map(() => tuple).join(', ')}`
      : 'default values';
    if (!columns.length && group.length > 1) {
      for (const row of group) keys.push(...(await insertSqliteValues(trx, tn, [row], pk)));
    } else {
      const fast = await insertPrepared(trx, tn, columns, group, pk);
      if (fast) {
        keys.push(...fast);
        i = end;
        continue;
      }
      const returning = pk.length ? ` returning ${pk.map(() => '??').join(', ')}` : '';
      const bindings: unknown[] = [tn, ...columns];
      for (const row of group) for (const c of columns) bindings.push(row[c]);
      bindings.push(...pk);
      const returned = (await trx.raw(`insert into ?? ${values}${returning}`, bindings as Knex.RawBinding[])) as DbRow[] | undefined;
      keys.push(...(pk.length && Array.isArray(returned) ? returned : group.map(() => ({}))));
    }
    i = end;
  }
  return keys;
}

/** Inserts `rows` with multi-row statements; answers each row's primary key values (auto increments included). */
async function insertMany(trx: Knex, t: TableContext, rows: DbRow[]): Promise<DbRow[]> {
  const pk = t.codec.primaryKey;
  const { tn } = t.codec.meta;
  const step = rowsPerStatement(t.codec.sql, Object.keys(rows[0] ?? {}).length);
  const keys: DbRow[] = [];
  for (let i = 0; i < rows.length; i += step) {
    const batch = rows.slice(i, i + step);
    if (t.codec.sql === 'sqlite') {
      keys.push(
        ...(await insertSqliteValues(
          trx,
          tn,
          batch,
          pk.map((c) => c.cn),
        )),
      );
    } else if (t.codec.sql === 'mysql' || !pk.length) {
      // MySQL has no RETURNING; a multi-row insert's auto increments are consecutive from the first.
      const [first] = (await trx(tn).insert(batch)) as number[];
      const ai = pk.find((c) => c.ai);
      for (const [j, row] of batch.entries())
        keys.push(Object.fromEntries(pk.map((c) => [c.cn, c === ai && t.codec.sql === 'mysql' ? Number(first) + j : row[c.cn]])));
    } else {
      const returned = (await trx(tn)
        .insert(batch)
        .returning(pk.map((c) => c.cn))) as DbRow[];
      keys.push(...returned);
    }
  }
  return keys;
}

/** The table-data service (`TableDataToken`): every read and write of project rows. */
export class TableData implements TableDataService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly projects: ProjectsService,
    /** The most rows one update / delete by where may change (the plugin's setting). */
    private readonly maxRowsPerChange: () => Promise<number>,
    /** Lists' totals (estimated on big PostgreSQL tables). */
    private readonly totals: TotalCounter,
  ) {}

  /**
   * Table meta, database and codec of a request, once the caller may do `action` on the table;
   * 404 for unknown or disabled tables, 403 when a table access rule refuses.
   */
  table(projectId: string, table: string, action: TableAction): Promise<TableContext> {
    try {
      return Promise.resolve(this.tableNow(projectId, table, action));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  /** As `table`, without a promise when the projects plugin has both cached (the read path). */
  private tableNow(projectId: string, table: string, action: TableAction): TableContext | Promise<TableContext> {
    // Both are cached by the projects plugin: taken as they are when loaded (no awaits on the
    // per-request path), else loaded together.
    const ready = this.projects.ready?.(projectId);
    if (ready) return this.allowed(this.context(projectId, table, ready.tables, ready.db), action);
    return Promise.all([this.projects.tables(projectId), this.projects.database(projectId)]).then(([tables, db]) =>
      this.allowed(this.context(projectId, table, tables, db), action),
    );
  }

  /**
   * The table context when the caller may do `action` on table `tn` (another table of the same
   * context for related rows). Work outside requests runs as the system; a request that reached
   * here without a permission check (a public route that named no caller) is refused.
   */
  private allowed(t: TableContext, action: TableAction, tn = t.codec.meta.tn): TableContext | Promise<TableContext> {
    // A database view is read only on every transport (its rows belong to the tables it reads).
    if (action !== 'read' && tn === t.codec.meta.tn && t.codec.meta.type === 'view') {
      throw new HttpError(405, `'${t.codec.meta._tn}' is a database view: read only`);
    }
    const caller = currentCaller();
    if (!caller) return t;
    if (caller.kind === 'anonymous') throw new HttpError(401, 'Unauthorized');
    const rules = this.ctx.services.getOptional(TableAccessToken);
    if (!rules) return t;
    const decide = (why: string | null) => {
      if (why) throw new HttpError(403, why);
      return t;
    };
    const refuse = () => {
      const refusal = rules.refusal(t.projectId, tn, caller.roles, action);
      return refusal instanceof Promise ? refusal.then(decide) : decide(refusal);
    };
    // A table hidden from the caller's roles does not exist for them.
    const whenShown = (hidden: ReadonlySet<string>) => {
      if (hidden.has(tn)) throw new HttpError(404, `Table '${t.codec.meta.tn === tn ? t.codec.meta._tn : tn}' not found`);
      return refuse();
    };
    const hidden = rules.hiddenTables(t.projectId, caller.roles);
    return hidden instanceof Promise ? hidden.then(whenShown) : whenShown(hidden);
  }

  /** Reading related rows (embedded, linked, loaded by relation) reads their table too. */
  private async readsToo(t: TableContext, tables: Iterable<string>): Promise<void> {
    for (const tn of new Set(tables)) if (tn !== t.codec.meta.tn) await this.allowed(t, 'read', tn);
  }

  /** Whether table access rules may stop the current caller (not the system, an admin, or without rules). */
  private restricted(): boolean {
    const caller = currentCaller();
    return !!caller && (caller.kind === 'anonymous' || (!isAdmin(caller.roles) && !!this.ctx.services.getOptional(TableAccessToken)));
  }

  private context(projectId: string, table: string, tables: TableMeta[], db: DialectDb): TableContext {
    const meta = tables.find((m) => m.tn === table) ?? tables.find((m) => m._tn === table);
    // Meta Management: a disabled table does not exist for the data API.
    if (!meta || meta.enabled === false) throw new HttpError(404, `Table '${table}' not found`);
    return { projectId, db, codec: RowCodec.of(meta, db.dialect.client), tables };
  }

  private plan(t: TableContext, query: ListQuery): QueryPlan {
    const { where, sort, fields, limit, offset, conditionGraph } = query;
    return planQuery(
      t.codec.meta,
      { where, sort, fields, limit, offset, conditionGraph },
      { client: t.db.dialect.client, tables: t.tables },
    );
  }

  private announce(changes: RowChange[]): Promise<void> {
    return changes.length ? this.ctx.hooks.promise(DataHooks.rowsChanged, { changes }) : Promise.resolve();
  }

  async meta(projectId: string, table: string): Promise<TableMeta> {
    return (await this.table(projectId, table, 'read')).codec.meta;
  }

  idOf(meta: TableMeta, row: ApiRow): string {
    const pk = meta.columns.filter((c) => c.pk);
    if (!pk.length) throw new HttpError(400, `Table '${meta._tn}' has no primary key`);
    return rowKey(pk, row);
  }

  /** Database rows -> API rows with virtual columns and embedded relations. */
  private toApi(t: TableContext, rows: DbRow[], relations: RelationSelection): ApiRow[] | Promise<ApiRow[]> {
    const list = rows.map((r) => t.codec.fromDb(r));
    const request = relationRequest(relations);
    const virtuals = Boolean(t.codec.meta.v?.length);
    const embeds = request.hm.length > 0 || request.bt.length > 0 || request.mm.length > 0;
    // Most tables and calls have neither: then no promise at all on the read path.
    if (!virtuals && !embeds) return list;
    return (async () => {
      if (embeds && this.restricted()) {
        const kinds = ['hm', 'bt', 'mm'] as const;
        const tables = kinds.flatMap((kind) => request[kind].map((ref) => findRelation(t.codec.meta, t.tables, kind, ref, 400).other.tn));
        await this.readsToo(t, tables);
      }
      if (virtuals) await fillVirtuals(t.db.knex, t.codec.meta, rows, list, t.codec.sql);
      if (embeds) await embedRelations(t.db.knex, t.db.dialect.client, t.tables, t.codec.meta, rows, list, request);
      return list;
    })();
  }

  /** A list request's plan, hidden key columns and (where the driver allows) compiled page statement. */
  private pageOf(t: TableContext, query: ListQuery): CompiledPage {
    return compiledPage(t, pageKey(t.codec.meta.tn, query), () => {
      const { meta } = t.codec;
      const plan = this.plan(t, query);
      // Lookups and embedded relations join on key columns the caller may not have asked for.
      const hidden = relationKeys(meta, relationRequest(query)).filter((cn) => !plan.fields.includes(cn));
      const hiddenAliases = meta.columns.filter((c) => hidden.includes(c.cn)).map((c) => c._cn);
      const entry = { plan, hidden, hiddenAliases, page: undefined };
      return { ...entry, page: compiledDb(t) ? compile(this.pageQuery(t, entry)) : undefined };
    });
  }

  /** The page's select: one row more than asked tells whether this is the last page without counting. */
  private pageQuery(t: TableContext, { plan, hidden }: Pick<CompiledPage, 'plan' | 'hidden'>): Knex.QueryBuilder {
    const { meta } = t.codec;
    const pageQuery = applyPlan(t.db.knex(meta.tn), { ...plan, fields: [...plan.fields, ...hidden], limit: plan.limit + 1 });
    selectVirtuals(t.db.knex, pageQuery, meta, meta.tn, t.codec.sql, t.tables);
    return pageQuery;
  }

  async list(projectId: string, table: string, query: ListQuery, options: ListOptions = {}): Promise<ListResult> {
    const now = this.tableNow(projectId, table, 'read');
    const t = now instanceof Promise ? await now : now;
    const compiled = this.pageOf(t, query);
    const { plan, hiddenAliases } = compiled;
    // The total runs beside the page and may give up (or be the planner's estimate on a big
    // PostgreSQL table): the list never waits for a slow COUNT.
    const total: Promise<Total | null> =
      options.withTotal === false
        ? Promise.resolve(null)
        : this.totals.total(t, plan, { exact: options.exactTotal, timeoutMs: options.countTimeoutMs ?? LIST_COUNT_TIMEOUT_MS });
    // Settled here so a failing page never leaves the count's rejection unhandled.
    total.catch(() => undefined);
    const rows = (compiled.page ? await runCompiled(t.db.knex, compiled.page) : await this.pageQuery(t, compiled)) as DbRow[];
    const page = rows.slice(0, plan.limit);
    const api = this.toApi(t, page, query);
    const list = api instanceof Promise ? await api : api;
    if (hiddenAliases.length) for (const row of list) for (const a of hiddenAliases) delete row[a];
    const counted = await total;
    return {
      list,
      pageInfo: {
        totalRows: counted?.rows ?? null,
        ...(counted?.estimated && { totalRowsEstimated: true }),
        page: Math.floor(plan.offset / plan.limit) + 1,
        pageSize: plan.limit,
        isFirstPage: plan.offset === 0,
        isLastPage: rows.length <= plan.limit,
      },
    };
  }

  async count(projectId: string, table: string, query: Pick<ListQuery, 'where' | 'conditionGraph'> = {}): Promise<number> {
    const t = await this.table(projectId, table, 'read');
    const plan = this.plan(t, { where: query.where, conditionGraph: query.conditionGraph });
    const count = await this.totals.exact(t, plan, LIMITS.countTimeoutMs);
    if (count === null) throw new HttpError(504, 'Count timed out');
    return count;
  }

  async countOrEstimate(projectId: string, table: string, query: Pick<ListQuery, 'where' | 'conditionGraph'> = {}): Promise<CountAnswer> {
    const t = await this.table(projectId, table, 'read');
    const plan = this.plan(t, { where: query.where, conditionGraph: query.conditionGraph });
    const total = await this.totals.total(t, plan, { timeoutMs: LIMITS.countTimeoutMs });
    if (total.rows === null) throw new HttpError(504, 'Count timed out');
    return { count: total.rows, ...(total.estimated && { estimated: true as const }) };
  }

  async read(projectId: string, table: string, id: string, relations: RelationSelection = {}): Promise<ApiRow> {
    const now = this.tableNow(projectId, table, 'read');
    const t = now instanceof Promise ? await now : now;
    const key = t.codec.keyOf(id);
    // No named closure per request: under tsx each one made also gets its name set.
    const compiled = compiledRead(t, key, (k) => readQuery(t, k));
    const row = (compiled ? (await runCompiled(t.db.knex, compiled))[0] : await readQuery(t, key)) as DbRow | undefined;
    if (!row) throw new HttpError(404, 'Record not found');
    const api = this.toApi(t, [row], relations);
    return (api instanceof Promise ? await api : api)[0]!;
  }

  /** Inserts one row and reads it back (MySQL has no RETURNING). */
  private async insertRow(trx: Knex, t: TableContext, row: DbRow): Promise<DbRow> {
    const pk = t.codec.primaryKey;
    const tn = t.codec.meta.tn;
    let key: DbRow;
    if (t.codec.sql === 'mysql') {
      const [insertId] = (await trx(tn).insert(row)) as number[];
      const ai = pk.find((c) => c.ai);
      key = Object.fromEntries(pk.map((c) => [c.cn, c === ai ? insertId : row[c.cn]]));
    } else {
      const insert = (r: DbRow) =>
        trx(tn)
          .insert(r)
          .returning(pk.length ? pk.map((c) => c.cn) : '*');
      const compiled = compiledWith(t, 'insert', row, insert);
      const [returned] = (compiled ? await runCompiled(trx, compiled) : await insert(row)) as DbRow[];
      key = Object.fromEntries(pk.map((c) => [c.cn, returned?.[c.cn]]));
    }
    if (!pk.length) return row;
    const one = (k: DbRow) => trx(tn).where(k).first();
    const compiled = compiledWith(t, 'row', key, one);
    return (compiled ? (await runCompiled(trx, compiled))[0] : await one(key)) as DbRow;
  }

  /**
   * PostgreSQL: one statement inserts the row and answers it whole (RETURNING *, the row as a read
   * back would find it): atomic without a transaction, one round trip instead of four.
   */
  private async insertReturning(t: TableContext, row: DbRow): Promise<DbRow> {
    const insert = (r: DbRow) => t.db.knex(t.codec.meta.tn).insert(r).returning('*');
    const compiled = compiledWith(t, 'insert*', row, insert);
    const [returned] = (compiled ? await runCompiled(t.db.knex, compiled) : await insert(row)) as DbRow[];
    return returned!;
  }

  /** One row inserted and read back in a transaction: on SQLite without a knex transaction object (`insertSqliteRow`). */
  private async insertOne(t: TableContext, row: DbRow): Promise<DbRow> {
    const written = await insertSqliteRow(t, row);
    return written ? written.row : t.db.knex.transaction((trx) => this.insertRow(trx, t, row));
  }

  async create(projectId: string, table: string, body: unknown, actor: DataActor): Promise<ApiRow> {
    const t = await this.table(projectId, table, 'create');
    const row = t.codec.toDb(body, 'insert');
    const inserted = await guardWrite(t, t.codec.meta, 'insert', () =>
      t.codec.sql === 'pg' ? this.insertReturning(t, row) : this.insertOne(t, row),
    );
    await this.announce([rowChange(projectId, t.codec.meta.tn, 'insert', t.codec.idOf(inserted), actor, undefined, inserted)]);
    return t.codec.fromDb(inserted);
  }

  async createBulk(projectId: string, table: string, rows: unknown[], actor: DataActor): Promise<ApiRow[]> {
    const t = await this.table(projectId, table, 'create');
    if (!Array.isArray(rows) || rows.length === 0) throw new HttpError(400, 'Bulk insert takes a non-empty list of rows');
    if (rows.length > MAX_BULK_ROWS) throw new HttpError(400, `Bulk insert takes at most ${MAX_BULK_ROWS} rows`);
    const values = checkedRows(t, rows);
    const inserted = await t.db.knex.transaction(async (trx) => {
      const out: DbRow[] = [];
      for (const [i, row] of values.entries()) {
        try {
          out.push(await this.insertRow(trx, t, row));
        } catch (err) {
          // Named by its row; the transaction rolls every earlier row back.
          throw violationError(err, t, t.codec.meta, 'insert', `Row ${i + 1}: `) ?? err;
        }
      }
      return out;
    });
    await this.announce(inserted.map((r) => rowChange(projectId, t.codec.meta.tn, 'insert', t.codec.idOf(r), actor, undefined, r)));
    return inserted.map((r) => t.codec.fromDb(r));
  }

  async insertBulk(projectId: string, table: string, rows: unknown[], actor: DataActor): Promise<number> {
    const t = await this.table(projectId, table, 'create');
    if (!Array.isArray(rows) || rows.length === 0) throw new HttpError(400, 'Bulk insert takes a non-empty list of rows');
    if (rows.length > MAX_INSERT_BULK_ROWS) throw new HttpError(400, `Bulk insert takes at most ${MAX_INSERT_BULK_ROWS} rows`);
    const values = checkedRows(t, rows);
    const keys = await guardWrite(t, t.codec.meta, 'insert', () => t.db.knex.transaction((trx) => insertMany(trx, t, values)));
    await this.announce(values.map((row, i) => insertChange(t, row, keys[i], actor)));
    return values.length;
  }

  async update(projectId: string, table: string, id: string, body: unknown, actor: DataActor): Promise<ApiRow> {
    const t = await this.table(projectId, table, 'update');
    const { tn } = t.codec.meta;
    const key = t.codec.keyOf(id);
    const patch = t.codec.toDb(body, 'update');
    const [before, after] = await guardWrite(t, t.codec.meta, 'update', () =>
      t.db.knex.transaction(async (trx) => {
        const prev = (await trx(tn).where(key).first()) as DbRow | undefined;
        if (!prev) throw new HttpError(404, 'Record not found');
        await trx(tn).where(key).update(patch);
        // The key itself may have changed.
        const next = { ...key, ...Object.fromEntries(t.codec.primaryKey.filter((c) => c.cn in patch).map((c) => [c.cn, patch[c.cn]])) };
        return [prev, (await trx(tn).where(next).first()) as DbRow] as const;
      }),
    );
    await this.announce([rowChange(projectId, tn, 'update', id, actor, before, after)]);
    return t.codec.fromDb(after);
  }

  async delete(projectId: string, table: string, id: string, actor: DataActor): Promise<void> {
    const t = await this.table(projectId, table, 'delete');
    const { tn } = t.codec.meta;
    const key = t.codec.keyOf(id);
    const before = await guardWrite(t, t.codec.meta, 'delete', () =>
      t.db.knex.transaction(async (trx) => {
        const prev = (await trx(tn).where(key).first()) as DbRow | undefined;
        if (!prev) throw new HttpError(404, 'Record not found');
        await trx(tn).where(key).delete();
        return prev;
      }),
    );
    await this.announce([rowChange(projectId, tn, 'delete', id, actor, before, undefined)]);
  }

  private wherePlan(t: TableContext, where: string): QueryPlan {
    if (typeof where !== 'string' || !where.trim()) throw new HttpError(400, 'A where filter is required for changes to many rows');
    return this.plan(t, { where });
  }

  /**
   * The rows a change by where touches, read inside its transaction so the audit hook gets every
   * changed row with its previous values; more than the configured maximum is refused (400,
   * nothing changed) rather than loaded into memory.
   */
  private async matching(trx: Knex, t: TableContext, plan: QueryPlan): Promise<DbRow[]> {
    const max = await this.maxRowsPerChange();
    const rows = (await applyWhere(trx(t.codec.meta.tn).select('*'), plan.where).limit(max + 1)) as DbRow[];
    if (rows.length > max) throw new HttpError(400, `The filter matches more than ${max} rows; change at most ${max} rows at once`);
    return rows;
  }

  async updateWhere(projectId: string, table: string, where: string, body: unknown, actor: DataActor): Promise<number> {
    const t = await this.table(projectId, table, 'update');
    const { tn } = t.codec.meta;
    const plan = this.wherePlan(t, where);
    const patch = t.codec.toDb(body, 'update');
    const { before, count } = await guardWrite(t, t.codec.meta, 'update', () =>
      t.db.knex.transaction(async (trx) => {
        const prev = await this.matching(trx, t, plan);
        const n = await applyWhere(trx(tn), plan.where).update(patch);
        return { before: prev, count: Number(n) };
      }),
    );
    await this.announce(
      before.map((r) => rowChange(projectId, tn, 'update', t.codec.idOf({ ...r, ...patch }), actor, r, { ...r, ...patch })),
    );
    return count;
  }

  async deleteWhere(projectId: string, table: string, where: string, actor: DataActor): Promise<number> {
    const t = await this.table(projectId, table, 'delete');
    const { tn } = t.codec.meta;
    const plan = this.wherePlan(t, where);
    const { before, count } = await guardWrite(t, t.codec.meta, 'delete', () =>
      t.db.knex.transaction(async (trx) => {
        const prev = await this.matching(trx, t, plan);
        const n = await applyWhere(trx(tn), plan.where).delete();
        return { before: prev, count: Number(n) };
      }),
    );
    await this.announce(before.map((r) => rowChange(projectId, tn, 'delete', t.codec.idOf(r), actor, r, undefined)));
    return count;
  }

  async m2mNotChildren(
    projectId: string,
    table: string,
    assoc: string,
    pid: string,
    query: ListQuery,
    options: Pick<ListOptions, 'withTotal'> = {},
  ): Promise<{ list: ApiRow[]; count: number | null }> {
    const t = await this.table(projectId, table, 'read');
    const { meta } = t.codec;
    const rel = (meta.manyToMany ?? []).find(
      (m) => (m.vtn === assoc || m.rtn === assoc) && t.tables.find((o) => o.tn === m.rtn)?.enabled !== false,
    );
    if (!rel) throw new HttpError(404, `No many-to-many relation '${assoc}' on '${meta._tn}'`);
    if (this.restricted()) await this.readsToo(t, [rel.rtn]);
    const other = RowCodec.of(
      t.tables.find((m) => m.tn === rel.rtn)!,
      t.db.dialect.client,
    );
    const parentKey = t.codec.keyOf(pid)[rel.cn];
    const { where, sort, fields, limit, offset, conditionGraph } = query;
    const plan = planQuery(
      other.meta,
      { where, sort, fields, limit, offset, conditionGraph },
      { client: t.db.dialect.client, tables: t.tables },
    );
    const linked = () =>
      t.db
        .knex(rel.vtn)
        .select(rel.vrcn)
        .where(rel.vcn, parentKey as string | number);
    const [rows, counted] = await Promise.all([
      applyPlan(t.db.knex(rel.rtn), plan).whereNotIn(rel.rcn, linked()) as Promise<DbRow[]>,
      options.withTotal === false
        ? null
        : (applyFilter(t.db.knex(rel.rtn).count({ count: '*' }), plan).whereNotIn(rel.rcn, linked()) as Promise<
            { count: number | string }[]
          >),
    ]);
    return { list: rows.map((r) => other.fromDb(r)), count: counted ? Number(counted[0]?.count ?? 0) : null };
  }

  link(...args: LinkArgs): Promise<void> {
    return this.setLinked(true, ...args);
  }

  unlink(...args: LinkArgs): Promise<void> {
    return this.setLinked(false, ...args);
  }

  private async setLinked(linked: boolean, ...[projectId, table, id, kind, related, childId, actor]: LinkArgs): Promise<void> {
    // Linking changes the parent's links (and a has-many child's key): an update.
    const t = await this.table(projectId, table, 'update');
    await this.announce([await linkRows(t, id, kind, related, childId, linked, actor)]);
  }

  async related(
    projectId: string,
    table: string,
    kind: RelationKind,
    relatedTable: string | RelationRef,
    parents: ApiRow[],
    query: Pick<ListQuery, 'where' | 'sort' | 'fields' | 'limit' | 'conditionGraph'> = {},
  ): Promise<(ApiRow[] | ApiRow | null)[]> {
    const now = this.tableNow(projectId, table, 'read');
    const t = now instanceof Promise ? await now : now;
    const { meta } = t.codec;
    const { where, sort, fields, limit, conditionGraph } = query;
    const shape = JSON.stringify([where, sort, fields, limit, conditionGraph]);
    // The relation and the checked plan are kept per shape, as a list page's are (the plan's
    // errors still come only after the read check of the related table).
    const relationKey = JSON.stringify([meta.tn, kind, relatedTable]);
    const { rel, other } = compiledRelation(t, relationKey, () => findRelation(meta, t.tables, kind, relatedTable));
    if (this.restricted()) await this.readsToo(t, [other.tn]);
    const keyColumn = meta.columns.find((c) => c.cn === rel.cn)!;
    const selection = compiledRelation(t, `${relationKey}\u0000${shape}`, (): RelatedSelection => {
      const plan = planQuery(other, { where, sort, fields, limit, conditionGraph }, { client: t.db.dialect.client, tables: t.tables });
      return { plan, ...(kind !== 'bt' && { perParent: { limit: plan.limit, offset: 0 } }), shape };
    });
    const keys = parents.map((p) => {
      if (!(keyColumn._cn in p) && !(keyColumn.cn in p))
        throw new HttpError(400, `Rows of '${meta._tn}' need their '${keyColumn._cn}' value to load '${other._tn}'`);
      return p[keyColumn._cn] ?? p[keyColumn.cn];
    });
    const { byParent } = await loadRelated(t.db.knex, t.db.dialect.client, t.tables, meta, kind, rel, keys, selection);
    return keys.map((k) => {
      const found = k === null || k === undefined ? undefined : byParent.get(String(k));
      return kind === 'bt' ? (found?.[0] ?? null) : (found ?? []);
    });
  }
}
