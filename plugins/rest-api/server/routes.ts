import type { Request, Router } from 'express';
import { LIMITS } from '@plinth/sdk';
import {
  applyPlan,
  applyWhere,
  createRouter,
  DataHooks,
  HttpError,
  planQuery,
  type DialectDb,
  type Knex,
  type ProjectsService,
  type RowChange,
  type ServerContext,
} from '@plinth/sdk/server';
import { embedRelations, relationKeys, relationRequest } from './relations.js';
import { RowCodec } from './values.js';
import { fillVirtuals, selectRollups } from './virtuals.js';

/** How long a list waits for its total before answering without one. */
const LIST_COUNT_TIMEOUT_MS = 1_500;
const MAX_BULK_ROWS = 1_000;

interface TableContext {
  projectId: string;
  db: DialectDb;
  codec: RowCodec;
}

const isTimeout = (err: unknown) => (err as { name?: string })?.name === 'KnexTimeoutError';

/** Bounds a statement's time; the server cancels it where knex can (SQLite runs in-process). */
function timed<T extends Knex.QueryBuilder>(qb: T, codec: RowCodec, ms: number): T {
  return codec.sql === 'pg' || codec.sql === 'mysql' ? (qb.timeout(ms, { cancel: true }) as T) : qb;
}

/** The REST routes under `/nc/:projectId/api/v1`. */
export function restRoutes(ctx: ServerContext, projects: ProjectsService): Router {
  const router = createRouter({ mergeParams: true });
  const read = ctx.http.requirePermission('airTable', { projectIdParam: 'projectId' });
  const write = ctx.http.requirePermission('tableRowUpdate', { projectIdParam: 'projectId' });

  const table = async (req: Request): Promise<TableContext> => {
    const projectId = String(req.params.projectId);
    const meta = await projects.tableMeta(projectId, String(req.params.table));
    // Meta Management: a disabled table does not exist for the data API.
    if (meta.enabled === false) throw new HttpError(404, `Table '${String(req.params.table)}' not found`);
    const db = await projects.database(projectId);
    return { projectId, db, codec: RowCodec.of(meta, db.dialect.client) };
  };
  const userOf = (req: Request) => req.principal?.userId ?? null;
  const changed = (t: TableContext, req: Request, op: RowChange['op'], pk: string, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): RowChange => ({
    projectId: t.projectId,
    dbAlias: 'db',
    tn: t.codec.meta.tn,
    op,
    pk,
    userId: userOf(req),
    changes: [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
      .filter((cn) => before?.[cn] !== after?.[cn])
      .map((cn) => ({ cn, value: after?.[cn] ?? null, prevValue: before?.[cn] ?? null })),
  });
  const announce = (changes: RowChange[]) => (changes.length ? ctx.hooks.promise(DataHooks.rowsChanged, { changes }) : Promise.resolve());

  /** Inserts one row and reads it back (MySQL has no RETURNING). */
  const insertRow = async (trx: Knex, t: TableContext, row: Record<string, unknown>) => {
    const pk = t.codec.primaryKey;
    const tn = t.codec.meta.tn;
    let key: Record<string, unknown>;
    if (t.codec.sql === 'mysql') {
      const [insertId] = (await trx(tn).insert(row)) as number[];
      const ai = pk.find((c) => c.ai);
      key = Object.fromEntries(pk.map((c) => [c.cn, c === ai ? insertId : row[c.cn]]));
    } else {
      const [returned] = (await trx(tn).insert(row).returning(pk.length ? pk.map((c) => c.cn) : '*')) as Record<string, unknown>[];
      key = Object.fromEntries(pk.map((c) => [c.cn, returned?.[c.cn]]));
    }
    if (!pk.length) return row;
    return (await trx(tn).where(key).first()) as Record<string, unknown>;
  };

  router.get('/:table', read, async (req, res) => {
    const t = await table(req);
    const plan = planQuery(t.codec.meta, req.query, { client: t.db.dialect.client });
    // One row more than asked tells whether this is the last page without counting.
    // Lookups and embedded relations join on key columns the caller may not have asked for.
    const relations = relationRequest(req.query);
    const hidden = relationKeys(t.codec.meta, relations).filter((cn) => !plan.fields.includes(cn));
    const pageQuery = applyPlan(t.db.knex(t.codec.meta.tn), { ...plan, fields: [...plan.fields, ...hidden], limit: plan.limit + 1 });
    selectRollups(t.db.knex, pageQuery, t.codec.meta);
    const rows = (await pageQuery) as Record<string, unknown>[];
    const total = timed(applyWhere(t.db.knex(t.codec.meta.tn).count({ count: '*' }), plan.where), t.codec, LIST_COUNT_TIMEOUT_MS)
      .then((r) => Number((r as { count: number | string }[])[0]?.count ?? 0))
      .catch((err: unknown) => {
        if (isTimeout(err)) return null;
        throw err;
      });
    const page = rows.slice(0, plan.limit);
    const list = page.map((r) => t.codec.fromDb(r));
    await fillVirtuals(t.db.knex, t.codec.meta, page, list);
    await embedRelations(t.db.knex, projects, t.projectId, t.codec.meta, page, list, relations, t.db.dialect.client);
    const hiddenAliases = t.codec.meta.columns.filter((c) => hidden.includes(c.cn)).map((c) => c._cn);
    for (const row of list) for (const a of hiddenAliases) delete row[a];
    const totalRows = await total;
    res.json({
      list,
      pageInfo: {
        totalRows,
        page: Math.floor(plan.offset / plan.limit) + 1,
        pageSize: plan.limit,
        isFirstPage: plan.offset === 0,
        isLastPage: rows.length <= plan.limit,
      },
    });
  });

  router.get('/:table/count', read, async (req, res) => {
    const t = await table(req);
    const plan = planQuery(t.codec.meta, { where: req.query.where }, { client: t.db.dialect.client });
    try {
      const [row] = (await timed(applyWhere(t.db.knex(t.codec.meta.tn).count({ count: '*' }), plan.where), t.codec, LIMITS.countTimeoutMs)) as { count: number | string }[];
      res.json({ count: Number(row?.count ?? 0) });
    } catch (err) {
      if (isTimeout(err)) throw new HttpError(504, 'Count timed out');
      throw err;
    }
  });

  router.post('/:table/bulk', write, async (req, res) => {
    const t = await table(req);
    if (!Array.isArray(req.body) || req.body.length === 0) throw new HttpError(400, 'Bulk insert takes a non-empty list of rows');
    if (req.body.length > MAX_BULK_ROWS) throw new HttpError(400, `Bulk insert takes at most ${MAX_BULK_ROWS} rows`);
    // Every row is checked before anything is written: one bad row, nothing inserted.
    const rows = (req.body as unknown[]).map((b, i) => {
      try {
        return t.codec.toDb(b, 'insert');
      } catch (err) {
        if (err instanceof HttpError) throw new HttpError(400, `Row ${i + 1}: ${err.message}`);
        throw err;
      }
    });
    const inserted = await t.db.knex.transaction(async (trx) => {
      const out: Record<string, unknown>[] = [];
      for (const row of rows) out.push(await insertRow(trx, t, row));
      return out;
    });
    await announce(inserted.map((r) => changed(t, req, 'insert', t.codec.idOf(r), undefined, r)));
    res.status(201).json({ list: inserted.map((r) => t.codec.fromDb(r)) });
  });

  const byWhere = async (req: Request, t: TableContext) => {
    if (typeof req.query.where !== 'string' || !req.query.where.trim()) throw new HttpError(400, 'A where filter is required for changes to many rows');
    return planQuery(t.codec.meta, { where: req.query.where }, { client: t.db.dialect.client });
  };

  router.put('/:table/all', write, async (req, res) => {
    const t = await table(req);
    const plan = await byWhere(req, t);
    const patch = t.codec.toDb(req.body, 'update');
    const updated = await t.db.knex.transaction((trx) => applyWhere(trx(t.codec.meta.tn), plan.where).update(patch));
    res.json({ updated: Number(updated) });
  });

  router.delete('/:table/all', write, async (req, res) => {
    const t = await table(req);
    const plan = await byWhere(req, t);
    const deleted = await t.db.knex.transaction((trx) => applyWhere(trx(t.codec.meta.tn), plan.where).delete());
    res.json({ deleted: Number(deleted) });
  });

  router.get('/:table/m2mNotChildren/:assoc/:pid', read, async (req, res) => {
    const t = await table(req);
    const rel = (t.codec.meta.manyToMany ?? []).find((m) => m.vtn === req.params.assoc || m.rtn === req.params.assoc);
    if (!rel) throw new HttpError(404, `No many-to-many relation '${String(req.params.assoc)}' on '${t.codec.meta._tn}'`);
    const other = new RowCodec(await projects.tableMeta(t.projectId, rel.rtn), t.db.dialect.client);
    const parentKey = t.codec.keyOf(String(req.params.pid))[rel.cn];
    const plan = planQuery(other.meta, req.query, { client: t.db.dialect.client });
    const linked = t.db.knex(rel.vtn).select(rel.vrcn).where(rel.vcn, parentKey as string | number);
    const rows = (await applyPlan(t.db.knex(rel.rtn), plan).whereNotIn(rel.rcn, linked)) as Record<string, unknown>[];
    res.json({ list: rows.map((r) => other.fromDb(r)) });
  });

  router.get('/:table/:id', read, async (req, res) => {
    const t = await table(req);
    const one = t.db.knex(t.codec.meta.tn).select(`${t.codec.meta.tn}.*`).where(t.codec.keyOf(String(req.params.id)));
    selectRollups(t.db.knex, one, t.codec.meta);
    const row = (await one.first()) as Record<string, unknown> | undefined;
    if (!row) throw new HttpError(404, 'Record not found');
    const api = [t.codec.fromDb(row)];
    await fillVirtuals(t.db.knex, t.codec.meta, [row], api);
    await embedRelations(t.db.knex, projects, t.projectId, t.codec.meta, [row], api, relationRequest(req.query), t.db.dialect.client);
    res.json(api[0]);
  });

  router.post('/:table', write, async (req, res) => {
    const t = await table(req);
    const row = t.codec.toDb(req.body, 'insert');
    const inserted = await t.db.knex.transaction((trx) => insertRow(trx, t, row));
    await announce([changed(t, req, 'insert', t.codec.idOf(inserted), undefined, inserted)]);
    res.status(201).json(t.codec.fromDb(inserted));
  });

  router.put('/:table/:id', write, async (req, res) => {
    const t = await table(req);
    const key = t.codec.keyOf(String(req.params.id));
    const patch = t.codec.toDb(req.body, 'update');
    const [before, after] = await t.db.knex.transaction(async (trx) => {
      const prev = (await trx(t.codec.meta.tn).where(key).first()) as Record<string, unknown> | undefined;
      if (!prev) throw new HttpError(404, 'Record not found');
      await trx(t.codec.meta.tn).where(key).update(patch);
      // The key itself may have changed.
      const next = { ...key, ...Object.fromEntries(t.codec.primaryKey.filter((c) => c.cn in patch).map((c) => [c.cn, patch[c.cn]])) };
      return [prev, (await trx(t.codec.meta.tn).where(next).first()) as Record<string, unknown>];
    });
    await announce([changed(t, req, 'update', String(req.params.id), before, after)]);
    res.json(t.codec.fromDb(after));
  });

  router.delete('/:table/:id', write, async (req, res) => {
    const t = await table(req);
    const key = t.codec.keyOf(String(req.params.id));
    const before = await t.db.knex.transaction(async (trx) => {
      const prev = (await trx(t.codec.meta.tn).where(key).first()) as Record<string, unknown> | undefined;
      if (!prev) throw new HttpError(404, 'Record not found');
      await trx(t.codec.meta.tn).where(key).delete();
      return prev;
    });
    await announce([changed(t, req, 'delete', String(req.params.id), before, undefined)]);
    res.json({ msg: 'Record deleted' });
  });

  return router;
}
