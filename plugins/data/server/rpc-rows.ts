/**
 * The spec's row operations (000 s.7 `rowCreate / rowList / rowUpdate / rowDelete`) on
 * `POST /dashboard?q=sqlOp_...`: aliases of the data service with REST's permissions (`airTable`
 * to read, `tableRowUpdate` to write), so the table access rules, the query guard, uidt checks
 * and the row-change hook are the ones every transport uses.
 */
import { z } from '@plinth/sdk';
import { HttpError, type DataActor, type Principal, type ServerContext, type TableDataService } from '@plinth/sdk/server';

const tn = z.string({ error: 'Table name required' }).trim().min(1, 'Table name required').max(255, 'Table name is too long');
const id = z.union([z.string().min(1).max(1024), z.number()]).transform(String);
const where = z.string().max(10_000);
const row = z.record(z.string(), z.unknown());

const listArgs = z.object({
  tn,
  where: where.optional(),
  sort: z.string().max(2000).optional(),
  fields: z.string().max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  conditionGraph: z.unknown().optional(),
});
const createArgs = z.object({ tn, data: z.union([row, z.array(row).min(1).max(1000)], { error: 'data is a row or a list of rows' }) });
const eitherIdOrWhere = (a: { id?: string; where?: string }) => (a.id === undefined) !== (a.where === undefined);
const EITHER = 'Give either id or where';
const updateArgs = z.object({ tn, id: id.optional(), where: where.optional(), data: row }).refine(eitherIdOrWhere, EITHER);
const deleteArgs = z.object({ tn, id: id.optional(), where: where.optional() }).refine(eitherIdOrWhere, EITHER);

function projectOf(body: { project_id?: string }): string {
  if (!body.project_id) throw new HttpError(400, 'project_id is required');
  return body.project_id;
}

const actorOf = (principal: Principal | null): DataActor => ({ userId: principal?.userId ?? null, userEmail: principal?.email ?? null });

export function registerRowOperations(ctx: ServerContext, data: TableDataService) {
  const op = ctx.rpc.operation.bind(ctx.rpc);
  op('rowList', ({ body, args }) => data.list(projectOf(body), args.tn, args), { permission: 'airTable', args: listArgs });
  op(
    'rowCreate',
    async ({ body, args, principal }) =>
      Array.isArray(args.data)
        ? { list: await data.createBulk(projectOf(body), args.tn, args.data, actorOf(principal)) }
        : data.create(projectOf(body), args.tn, args.data, actorOf(principal)),
    { permission: 'tableRowUpdate', args: createArgs },
  );
  op(
    'rowUpdate',
    async ({ body, args, principal }) =>
      args.id !== undefined
        ? data.update(projectOf(body), args.tn, args.id, args.data, actorOf(principal))
        : { updated: await data.updateWhere(projectOf(body), args.tn, args.where!, args.data, actorOf(principal)) },
    { permission: 'tableRowUpdate', args: updateArgs },
  );
  op(
    'rowDelete',
    async ({ body, args, principal }) => {
      if (args.id === undefined) return { deleted: await data.deleteWhere(projectOf(body), args.tn, args.where!, actorOf(principal)) };
      await data.delete(projectOf(body), args.tn, args.id, actorOf(principal));
      return { msg: 'Record deleted' };
    },
    { permission: 'tableRowUpdate', args: deleteArgs },
  );
}
