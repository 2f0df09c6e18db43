/**
 * A page with link counts, lookups and a rollup costs the same number of SQL statements whatever
 * its size: counts, rollups and (PostgreSQL, SQLite) lookups are sub-selects of the page's
 * statement; on MariaDB each lookup is one query for the whole page (no statement per row).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsToken, TableDataToken, type Knex, type TableDataService } from '@plinth/sdk/server';
import { bootTestHost, projectTargets, signedUpProject, sqlSentWhile, type ProjectDatabase, type TestHost } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data', 'rest-api'];
const CUSTOMERS = 120;

describe.each(projectTargets('plinth_virtual_statements'))('virtual columns on $name', (target) => {
  let h: TestHost;
  let db: ProjectDatabase | undefined;
  let projectId: string;
  let data: TableDataService;
  let knex: Knex;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    const session = await signedUpProject(h, { title: 'Virtuals', db: db.input });
    projectId = session.projectId;
    await session.createTables({
      customers: { id: 'ID', name: 'SingleLineText' },
      orders: { id: 'ID', amount: 'Number' },
      notes: { id: 'ID', body: 'SingleLineText' },
      tags: { id: 'ID', label: 'SingleLineText' },
    });
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'notes', childColumn: 'customer_id' });
    await session.rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
    for (const column of [
      { _cn: 'orderCount', count: { ctn: 'orders', type: 'hm' } },
      { _cn: 'noteCount', count: { ctn: 'notes', type: 'hm' } },
      { _cn: 'tagCount', count: { ctn: 'tags', type: 'mm' } },
      { _cn: 'tagLabels', lk: { ltn: 'tags', type: 'mm', lcn: 'label' } },
      { _cn: 'noteBodies', lk: { ltn: 'notes', type: 'hm', lcn: 'body' } },
      { _cn: 'spent', rl: { rltn: 'orders', rlcn: 'amount', type: 'hm', fn: 'sum' } },
    ])
      await session.rpc('virtualColumnCreate', { tn: 'customers', column });
    data = h.host.kernel.services.get(TableDataToken);
    knex = (await h.host.kernel.services.get(ProjectsToken).database(projectId)).knex;
    await knex('customers').insert(Array.from({ length: CUSTOMERS }, (_, i) => ({ name: `c${i}` })));
    await knex('tags').insert([{ label: 't0' }, { label: 't1' }]);
    const ids = (await knex('customers').orderBy('id').pluck('id')) as number[];
    const tagIds = (await knex('tags').orderBy('id').pluck('id')) as number[];
    await knex('orders').insert(ids.flatMap((id, i) => Array.from({ length: i % 3 }, (_, k) => ({ customer_id: id, amount: k + 1 }))));
    await knex('notes').insert(ids.map((id, i) => ({ customer_id: id, body: `n${i}` })));
    await knex('customers_tags').insert(ids.map((id, i) => ({ customers_id: id, tags_id: tagIds[i % 2] })));
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('sends as many statements for a page of 100 as for a page of 10', async () => {
    const page = (limit: number) => sqlSentWhile(knex, () => data.list(projectId, 'customers', { limit, sort: 'id' }));
    await page(1); // meta and settings are read once and remembered: not part of the comparison
    const small = await page(10);
    const big = await page(100);
    expect(small.result.list).toHaveLength(10);
    expect(big.result.list).toHaveLength(100);
    expect(big.sql.length, big.sql.join('\n')).toBe(small.sql.length);
    // the page (with its counts, rollup and folded lookups), its total, and on MariaDB one query per lookup
    expect(small.sql.length, small.sql.join('\n')).toBe(target.name === 'MariaDB' ? 4 : 2);
    const fifth = big.result.list[4]!;
    expect(fifth).toMatchObject({ name: 'c4', orderCount: 1, noteCount: 1, tagCount: 1, spent: 1, noteBodies: ['n4'], tagLabels: ['t0'] });
  });
});
