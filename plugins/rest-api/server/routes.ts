import type { Request, Router } from 'express';
import { CLIENT_ID_HEADER, clientIdOf } from '@plinth/sdk';
import { queryFlag, type DataActor, type ListOptions, type ListQuery, type ServerContext, type TableDataService } from '@plinth/sdk/server';

/** Query parameters as the data service takes them (it parses and checks every one). */
function listQuery(req: Request): ListQuery {
  const q = req.query as Record<string, never>;
  return {
    where: q.where,
    sort: q.sort,
    fields: q.fields,
    limit: q.limit,
    offset: q.offset,
    conditionGraph: q.conditionGraph,
    hm: q.hm,
    bt: q.bt,
    mm: q.mm,
  };
}

/** `withTotal=false` skips the COUNT beside the page; `exactTotal=true` counts a big PostgreSQL table instead of estimating. */
function listOptions(req: Request): ListOptions {
  const withTotal = queryFlag(req.query, 'withTotal');
  const exactTotal = queryFlag(req.query, 'exactTotal');
  return { ...(withTotal === false && { withTotal: false }), ...(exactTotal && { exactTotal: true }) };
}

const relations = (req: Request) => {
  const q = req.query as Record<string, never>;
  return { hm: q.hm, bt: q.bt, mm: q.mm };
};

/** The writer: its user, and the live socket of the app that sent the write (its grid shows the change already). */
function actor(req: Request): DataActor {
  const origin = clientIdOf(req.headers[CLIENT_ID_HEADER]);
  return { userId: req.principal?.userId ?? null, userEmail: req.principal?.email ?? null, ...(origin && { origin }) };
}

const projectOf = (req: Request) => String(req.params.projectId);
const tableOf = (req: Request) => String(req.params.table);
const id = (req: Request) => String(req.params.id);

/** Adds the REST routes of `/nc/:projectId/api/v1`: roles, request parsing and JSON over the data service. */
export function addRestRoutes(router: Router, ctx: ServerContext, data: TableDataService): void {
  const read = ctx.http.requirePermission('airTable', { projectIdParam: 'projectId' });
  const write = ctx.http.requirePermission('tableRowUpdate', { projectIdParam: 'projectId' });

  router.get(
    '/:table',
    read,
    async (req, res) => void res.json(await data.list(projectOf(req), tableOf(req), listQuery(req), listOptions(req))),
  );
  router.get('/:table/count', read, async (req, res) => {
    const q = req.query as Record<string, never>;
    const filter = { where: q.where, conditionGraph: q.conditionGraph };
    // `estimate=true`: a big PostgreSQL table answers the planner's estimate (`estimated: true`).
    if (queryFlag(req.query, 'estimate')) return void res.json(await data.countOrEstimate(projectOf(req), tableOf(req), filter));
    res.json({ count: await data.count(projectOf(req), tableOf(req), filter) });
  });
  router.post('/:table/bulk', write, async (req, res) => {
    const list = await data.createBulk(projectOf(req), tableOf(req), req.body as unknown[], actor(req));
    res.status(201).json({ list });
  });
  router.put('/:table/all', write, async (req, res) => {
    res.json({ updated: await data.updateWhere(projectOf(req), tableOf(req), req.query.where as string, req.body, actor(req)) });
  });
  router.delete('/:table/all', write, async (req, res) => {
    res.json({ deleted: await data.deleteWhere(projectOf(req), tableOf(req), req.query.where as string, actor(req)) });
  });
  router.get('/:table/m2mNotChildren/:assoc/:pid', read, async (req, res) => {
    const { list } = await data.m2mNotChildren(
      projectOf(req),
      tableOf(req),
      String(req.params.assoc),
      String(req.params.pid),
      listQuery(req),
      { withTotal: false },
    );
    res.json({ list });
  });
  router.get(
    '/:table/:id',
    read,
    async (req, res) => void res.json(await data.read(projectOf(req), tableOf(req), id(req), relations(req))),
  );
  router.post(
    '/:table',
    write,
    async (req, res) => void res.status(201).json(await data.create(projectOf(req), tableOf(req), req.body, actor(req))),
  );
  router.put(
    '/:table/:id',
    write,
    async (req, res) => void res.json(await data.update(projectOf(req), tableOf(req), id(req), req.body, actor(req))),
  );
  router.delete('/:table/:id', write, async (req, res) => {
    await data.delete(projectOf(req), tableOf(req), id(req), actor(req));
    res.json({ msg: 'Record deleted' });
  });

  // Nested link / unlink: `POST|DELETE /:table/:id/{hm|mm}/:relation/:refId`.
  for (const kind of ['hm', 'mm'] as const) {
    router.post(`/:table/:id/${kind}/:relation/:refId`, write, async (req, res) => {
      await data.link(projectOf(req), tableOf(req), id(req), kind, String(req.params.relation), String(req.params.refId), actor(req));
      res.json({ msg: 'Linked' });
    });
    router.delete(`/:table/:id/${kind}/:relation/:refId`, write, async (req, res) => {
      await data.unlink(projectOf(req), tableOf(req), id(req), kind, String(req.params.relation), String(req.params.refId), actor(req));
      res.json({ msg: 'Unlinked' });
    });
  }
}
