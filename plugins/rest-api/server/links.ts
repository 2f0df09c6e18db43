import type { Request, Router } from 'express';
import type { TableMeta } from '@plinth/sdk';
import { createRouter, DataHooks, HttpError, type ProjectsService, type ServerContext } from '@plinth/sdk/server';
import { RowCodec } from './values.js';

const matches = (meta: TableMeta, name: string) => meta.tn === name || meta._tn === name;

/**
 * Nested link / unlink: `POST|DELETE /:table/:id/{hm|mm}/:relation/:refId`. A has-many link sets
 * the child's foreign key (unlink clears it); a many-to-many link adds a junction row.
 */
export function linkRoutes(ctx: ServerContext, projects: ProjectsService): Router {
  const router = createRouter({ mergeParams: true });
  const write = ctx.http.requirePermission('tableRowUpdate', { projectIdParam: 'projectId' });

  const resolve = async (req: Request) => {
    const projectId = String(req.params.projectId);
    const meta = await projects.tableMeta(projectId, String(req.params.table));
    if (meta.enabled === false) throw new HttpError(404, `Table '${String(req.params.table)}' not found`);
    const tables = await projects.tables(projectId);
    const db = await projects.database(projectId);
    const parent = new RowCodec(meta, db.dialect.client);
    const parentKey = parent.keyOf(String(req.params.id));
    const name = String(req.params.relation);
    return { projectId, db, meta, tables, parent, parentKey, name };
  };

  const announce = (req: Request, projectId: string, tn: string, pk: string, cn: string, value: unknown, prevValue: unknown) =>
    ctx.hooks.promise(DataHooks.rowsChanged, {
      changes: [{ projectId, dbAlias: 'db', tn, op: 'update', pk, userId: req.principal?.userId ?? null, changes: [{ cn, value, prevValue }] }],
    });

  const hasMany = async (req: Request, link: boolean) => {
    const { projectId, db, meta, tables, parent, parentKey, name } = await resolve(req);
    const rel = (meta.hasMany ?? []).find((r) => tables.some((t) => t.tn === r.rtn && matches(t, name)));
    if (!rel) throw new HttpError(404, `No has-many relation '${name}' on '${meta._tn}'`);
    const child = new RowCodec(tables.find((t) => t.tn === rel.rtn)!, db.dialect.client);
    const childKey = child.keyOf(String(req.params.refId));
    const fk = child.meta.columns.find((c) => c.cn === rel.rcn)!;
    if (!link && fk.rqd) throw new HttpError(400, `Column '${fk._cn}' is required: delete the ${child.meta._tn} row instead`);
    const result = await db.knex.transaction(async (trx) => {
      const owner = await trx(meta.tn).where(parentKey).first();
      if (!owner) throw new HttpError(404, 'Record not found');
      const row = await trx(rel.rtn).where(childKey).first();
      if (!row) throw new HttpError(404, `Linked ${child.meta._tn} record not found`);
      const target = link ? owner[rel.cn] : null;
      if (!link && String(row[rel.rcn]) !== String(owner[rel.cn])) throw new HttpError(400, 'The records are not linked');
      await trx(rel.rtn).where(childKey).update({ [rel.rcn]: target });
      return { prev: row[rel.rcn], next: target };
    });
    await announce(req, projectId, rel.rtn, String(req.params.refId), rel.rcn, result.next, result.prev);
    return { msg: link ? 'Linked' : 'Unlinked' };
  };

  const manyToMany = async (req: Request, link: boolean) => {
    const { projectId, db, meta, tables, parentKey, name } = await resolve(req);
    const rel = (meta.manyToMany ?? []).find((r) => tables.some((t) => t.tn === r.rtn && matches(t, name)));
    if (!rel) throw new HttpError(404, `No many-to-many relation '${name}' on '${meta._tn}'`);
    const other = new RowCodec(tables.find((t) => t.tn === rel.rtn)!, db.dialect.client);
    const otherKey = other.keyOf(String(req.params.refId));
    await db.knex.transaction(async (trx) => {
      const owner = await trx(meta.tn).where(parentKey).first();
      const target = await trx(rel.rtn).where(otherKey).first();
      if (!owner) throw new HttpError(404, 'Record not found');
      if (!target) throw new HttpError(404, `Linked ${other.meta._tn} record not found`);
      const pair = { [rel.vcn]: owner[rel.cn], [rel.vrcn]: target[rel.rcn] };
      const existing = await trx(rel.vtn).where(pair).first();
      if (link && !existing) await trx(rel.vtn).insert(pair);
      if (!link && !existing) throw new HttpError(400, 'The records are not linked');
      if (!link) await trx(rel.vtn).where(pair).delete();
    });
    await announce(req, projectId, rel.vtn, `${String(req.params.id)}___${String(req.params.refId)}`, rel.vrcn, link ? req.params.refId : null, link ? null : req.params.refId);
    return { msg: link ? 'Linked' : 'Unlinked' };
  };

  router.post('/:table/:id/hm/:relation/:refId', write, async (req, res) => void res.json(await hasMany(req, true)));
  router.delete('/:table/:id/hm/:relation/:refId', write, async (req, res) => void res.json(await hasMany(req, false)));
  router.post('/:table/:id/mm/:relation/:refId', write, async (req, res) => void res.json(await manyToMany(req, true)));
  router.delete('/:table/:id/mm/:relation/:refId', write, async (req, res) => void res.json(await manyToMany(req, false)));
  return router;
}
