import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ProjectsToken,
  TableDataToken,
  type ApiRow,
  type DialectDb,
  type ListQuery,
  type RelationKind,
  type TableDataService,
} from '@plinth/sdk/server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, projectTargets, signedUpProject, sqlSentWhile } from '@plinth/sdk/testing';
import { compiledPaths } from '../server/compiled.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data'];
const actor = { userId: 'tester' };
type Query = Pick<ListQuery, 'where' | 'sort' | 'fields' | 'limit'>;

/** Relation loads (`related`, GraphQL's nested fields) the compiled path must answer exactly as the generic one. */
const LOADS: [string, RelationKind, string, Query][] = [
  ['customers', 'hm', 'orders', {}],
  ['customers', 'hm', 'orders', { sort: '-amount' }],
  // One per parent: 8 parents (3 to 10) have 12 orders, past the cap of 8 (the window's statement).
  ['customers', 'hm', 'orders', { sort: '-amount', limit: 1 }],
  ['customers', 'hm', 'orders', { where: '(amount,ge,20)', sort: 'id', limit: 1 }],
  ['customers', 'hm', 'orders', { fields: 'amount', sort: '-id', limit: 2 }],
  ['customers', 'hm', 'orders', { where: '(amount,eq,30)~or(amount,lt,15)', sort: '-amount,id' }],
  ['orders', 'bt', 'customers', {}],
  ['orders', 'bt', 'customers', { fields: 'name' }],
  ['orders', 'bt', 'customers', { where: '(country,eq,DE)' }],
  ['customers', 'mm', 'tags', {}],
  ['customers', 'mm', 'tags', { sort: '-label', limit: 1 }],
  ['customers', 'mm', 'tags', { where: '(label,neq,t0)', fields: 'label' }],
];

describe.each(projectTargets('plinth_related'))('compiled relation loads on $name', (target) => {
  let h: TestHost;
  let data: TableDataService;
  let projectId: string;
  let db: ProjectDatabase | undefined;
  let session: TestProjectSession;
  let database: DialectDb;
  const parents: Record<string, ApiRow[]> = {};

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    session = await signedUpProject(h, { title: 'Related', db: db.input });
    projectId = session.projectId;
    await session.createTables({
      customers: { id: 'ID', name: 'SingleLineText', country: 'SingleLineText' },
      orders: { id: 'ID', amount: 'Number' },
      tags: { id: 'ID', label: 'SingleLineText' },
    });
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    await session.rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
    await session.rpc('virtualColumnCreate', { tn: 'orders', column: { _cn: 'double', formula: { value: '{amount} * 2' } } });
    data = h.host.kernel.services.get(TableDataToken);
    database = await h.host.kernel.services.get(ProjectsToken).database(projectId);
    const customers = await data.createBulk(
      projectId,
      'customers',
      Array.from({ length: 12 }, (_, i) => ({ name: `c${i}`, country: i % 3 ? 'DE' : 'FR' })),
      actor,
    );
    const orders = customers.flatMap((c, i) => Array.from({ length: i % 4 }, (_, k) => ({ customer_id: c.id, amount: 10 * (k + 1) })));
    await data.createBulk(projectId, 'orders', [...orders, { amount: 5 }], actor);
    const tags = await data.createBulk(projectId, 'tags', [{ label: 't0' }, { label: 't1' }, { label: 't2' }], actor);
    const links = customers.flatMap((c, i) => tags.filter((_, k) => (i + k) % 2 === 0).map((t) => ({ customers_id: c.id, tags_id: t.id })));
    await data.createBulk(projectId, 'customers_tags', links, actor);
    parents.customers = (await data.list(projectId, 'customers', { sort: 'id', limit: 100 })).list;
    parents.orders = (await data.list(projectId, 'orders', { sort: 'id', limit: 100 })).list;
  });
  afterEach(() => void (compiledPaths.enabled = true));
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('answers every relation load exactly as the generic path does, cached or not, for any number of parents', async () => {
    for (const [tn, kind, other, query] of LOADS) {
      // Page sizes that round to the same and to different key counts; repeated and missing keys.
      for (const rows of [parents[tn]!.slice(0, 5), parents[tn]!.slice(3, 11), [...parents[tn]!, parents[tn]![0]!]]) {
        const label = `${tn} ${kind} ${other} ${JSON.stringify(query)} (${rows.length} parents)`;
        compiledPaths.enabled = false;
        const generic = await data.related(projectId, tn, kind, other, rows, query);
        compiledPaths.enabled = true;
        const first = await data.related(projectId, tn, kind, other, rows, query);
        const again = await data.related(projectId, tn, kind, other, rows, query);
        expect(first, label).toEqual(generic);
        expect(again, label).toEqual(generic);
        expect(
          generic.some((r) => (Array.isArray(r) ? r.length > 0 : r !== null)),
          label,
        ).toBe(true);
      }
    }
  });

  it('runs a repeated load as the same statement text, with its values bound', async () => {
    const load = (where: string) =>
      sqlSentWhile(database.knex, () => data.related(projectId, 'customers', 'hm', 'orders', parents.customers!.slice(0, 6), { where }));
    const a = await load('(amount,ge,20)');
    const b = await load('(amount,ge,20)');
    expect(a.sql).toEqual(b.sql);
    // Compiled: the six keys' IN list padded to eight places (a statement per power of two).
    const load6 = a.sql.find((sql) => /__plinth_parent/.test(sql))!;
    expect(/\bin \(([^)]*)\)/i.exec(load6)![1]!.split(',')).toHaveLength(8);
    expect(b.result).toEqual(a.result);
    const c = await load('(amount,ge,30)');
    expect(c.sql.join()).not.toContain('30');
    expect(c.result.flat().every((o) => Number((o as ApiRow).amount) >= 30)).toBe(true);
  });

  it('still rejects what the generic path rejects', async () => {
    const rows = parents.customers!.slice(0, 3);
    await expect(data.related(projectId, 'customers', 'hm', 'orders', rows, { where: '(nope,eq,1)' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(data.related(projectId, 'customers', 'hm', 'orders', rows, { sort: 'nope' })).rejects.toMatchObject({ status: 400 });
    await expect(data.related(projectId, 'customers', 'hm', 'orders', [{ name: 'x' }])).rejects.toMatchObject({ status: 400 });
  });
});
