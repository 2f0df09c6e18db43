/**
 * The hand-written baseline of bench/rest.ts (and of its profiling aid, prof/serve.ts): minimal
 * express + knex handlers running the statements Plinth's REST API runs, behind the same JWT
 * check, with tokens signed by the secret both use.
 */
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response, type NextFunction } from 'express';
import { jwtVerify } from 'jose';
import type { Knex } from 'knex';

/** A fixed secret (set as PLINTH_JWT_SECRET before the host starts), so that the baseline verifies the very tokens Plinth issues. */
export const JWT_SECRET = 'plinth-rest-bench-secret-0123456789abcdef';
const secretKey = new TextEncoder().encode(JWT_SECRET);
/** Rows per list page, Plinth's default. */
export const PAGE = 25;

/** The hand-written API: the same statements Plinth runs, nothing around them but a JWT check. */
export function baselineApp(knex: Knex, pg: boolean): express.Express {
  const app = express();
  app.use(express.json());
  // Verified tokens are remembered until they expire, as Plinth's access control does.
  const verified = new Map<string, number>();
  const auth = async (req: Request, res: Response, next: NextFunction) => {
    const token = String(req.header('xc-auth'));
    const exp = verified.get(token);
    if (exp === undefined || exp <= Math.floor(Date.now() / 1000)) {
      try {
        const { payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'] });
        verified.set(token, payload.exp!);
      } catch {
        res.status(401).json({ msg: 'Unauthorized' });
        return;
      }
    }
    next();
  };
  const timed = <T extends Knex.QueryBuilder>(qb: T) => (pg ? qb.timeout(1_500, { cancel: true }) : qb);
  const listPage = async (req: Request) => {
    const category = String(req.query.category);
    // The count starts beside the page, as Plinth's does (the answer waits for both).
    const total = timed(knex('items').count({ count: '*' }).where('category', category)).then((r) => Number(r[0]?.count ?? 0));
    total.catch(() => undefined);
    const rows = await knex('items')
      .select('id', 'title', 'score', 'category')
      .where('category', category)
      .orderBy('score', 'desc')
      .orderBy('id', 'asc')
      .limit(PAGE + 1);
    return { rows, total };
  };
  const pageInfo = (rows: unknown[], totalRows: number) => ({
    totalRows,
    page: 1,
    pageSize: PAGE,
    isFirstPage: true,
    isLastPage: rows.length <= PAGE,
  });

  app.get('/items', auth, async (req, res) => {
    const { rows, total } = await listPage(req);
    const list = rows.slice(0, PAGE);
    if (req.query.hm === 'notes') {
      const ids = list.map((r) => r.id);
      const notes = await knex('notes').whereIn('item_id', ids).limit(10_000);
      const byItem = new Map<string, unknown[]>();
      for (const n of notes) {
        const k = String(n.item_id);
        const l = byItem.get(k);
        if (l) l.push(n);
        else byItem.set(k, [n]);
      }
      for (const r of list) r.notesList = byItem.get(String(r.id)) ?? [];
    }
    res.json({ list, pageInfo: pageInfo(rows, await total) });
  });
  app.get('/items/:id', auth, async (req, res) => {
    const row = await knex('items')
      .select('items.*')
      .where({ id: Number(req.params.id) })
      .first();
    if (!row) return void res.status(404).json({ msg: 'Record not found' });
    res.json(row);
  });
  app.post('/items', auth, async (req, res) => {
    const { title, score, category } = req.body as { title: string; score: number; category: string };
    const row = await knex.transaction(async (trx) => {
      const [key] = await trx('items').insert({ title, score, category }).returning('id');
      return trx('items')
        .where({ id: (key as { id: number }).id })
        .first();
    });
    res.status(201).json(row);
  });
  return app;
}

/** Listens on a free loopback port; `close` also waits for requests a load run left in flight. */
export async function listen(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      // Requests the load generator left in flight when a run ended finish before the pool goes.
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}
