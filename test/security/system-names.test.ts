/**
 * Tables named like the database's own (issue 16): creating one answers a clean 400 (the
 * database's refusal in the product's words, never the generated statement or the driver's
 * text), and on PostgreSQL, whose unqualified names find its catalog first, no table named like
 * a catalog table is created or served, so `pg_shadow` always reads as nothing.
 */
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPlugins } from '@plinth/host-server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, connectionFromUrl, createTestDatabase, projectTargets, signedUpProject, columnsOf } from '@plinth/sdk/testing';

/** Driver and SQL texts: none may reach a caller. */
const INTERNALS = /create table|alter table|select |insert into|`|relation "|node_modules|\.ts:\d|\n\s+at /i;
const targets = projectTargets('plinth_sysnames').filter((t) => t.name !== 'MariaDB');

describe.each(targets)('tables named like the database’s own on $name', (target) => {
  let h: TestHost;
  let owner: string;
  let projectId: string;
  let db: ProjectDatabase | undefined;
  let rpc: TestProjectSession['rpcAnswer'];
  let api: TestProjectSession['api'];
  const graphql = (query: string) =>
    h.request(`/nc/${projectId}/v1/graphql`, { body: { query }, headers: { 'xc-auth': owner, accept: 'application/json' } });
  const columns = (...names: string[]) => names.map((cn) => ({ cn, uidt: 'SingleLineText' }));

  beforeAll(async () => {
    h = await bootTestHost({ plugins: builtInPlugins });
    db = await target.open();
    ({ token: owner, projectId, rpcAnswer: rpc, api } = await signedUpProject(h, { title: 'Names', db: db.input }));
    expect((await rpc('tableCreate', { tn: 'notes', columns: [{ cn: 'id', uidt: 'ID' }, ...columns('body')] })).status).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('refuses the names the database reserves with a clean 400 that shows no statement or driver text', async () => {
    // The product's own names (hidden from every table list) and SQLite's, on every database.
    const product = [
      'sqlite_master',
      'sqlite_schema',
      'sqlite_sequence',
      'Sqlite_Stat1',
      'nc_acl',
      'NC_Users',
      'knex_migrations',
      'nc_disabled_models_for_role',
    ];
    const refused = {
      ...Object.fromEntries(product.map((tn) => [tn, `Table name '${tn}' is reserved`])),
      ...(!target.sqlite &&
        Object.fromEntries(
          ['pg_shadow', 'pg_user', 'pg_stat_activity', 'pg_settings', 'PG_Roles', 'pg_anything'].map((tn) => [
            tn,
            `Table name '${tn}' is reserved: PostgreSQL reads names starting with 'pg_' from its own catalog`,
          ]),
        )),
    };
    for (const [tn, msg] of Object.entries(refused)) {
      const r = await rpc('tableCreate', {
        tn,
        columns: [{ cn: 'id', uidt: 'ID' }, ...columns('name', 'sql', 'usename', 'passwd', 'query')],
      });
      expect(r, tn).toMatchObject({ status: 400, body: { msg } });
      expect(r.body.msg).not.toMatch(INTERNALS);
      expect(r.body.msg).not.toMatch(/SQLITE_/);
    }
    expect(await rpc('tableRename', { tn: 'notes', tn_new: 'nc_acl' })).toMatchObject({
      status: 400,
      body: { msg: "Table name 'nc_acl' is reserved" },
    });
    if (!target.sqlite) {
      expect(await rpc('tableRename', { tn: 'notes', tn_new: 'pg_user' })).toMatchObject({
        status: 400,
        body: { msg: "Table name 'pg_user' is reserved: PostgreSQL reads names starting with 'pg_' from its own catalog" },
      });
      expect(
        await rpc('tableCreate', {
          tn: 'odd',
          columns: columnsOf({ id: 'ID', ctid: 'Number' }),
        }),
      ).toMatchObject({ status: 400, body: { msg: "Name 'ctid' is reserved by PostgreSQL" } });
    }
    expect((await rpc('tableList', {})).body.list.map((t: { tn: string }) => t.tn)).toEqual(['notes']);
  });

  it('answers other refusals of the database in its own words too', async () => {
    const again = await rpc('tableCreate', { tn: 'notes', columns: [{ cn: 'id', uidt: 'ID' }] });
    expect(again).toMatchObject({ status: 400, body: { msg: "Table 'notes' already exists" } });
    expect((await api('/notes', { body: { body: null } })).status).toBe(201);
    const required = await rpc('tableUpdate', { tn: 'notes', add: [{ cn: 'title', uidt: 'SingleLineText', rqd: true }] });
    expect(required).toMatchObject({ status: 400, body: { msg: "The table's rows do not allow this change: some rows have no value" } });
  });

  it('serves a table named like another database’s catalog as the table it is', async () => {
    // PostgreSQL's catalog names are plain names on SQLite; information_schema is not on
    // PostgreSQL's search path, so its view names are plain names there.
    const tn = target.sqlite ? 'pg_shadow' : 'tables';
    expect((await rpc('tableCreate', { tn, columns: columns('usename', 'passwd') })).status).toBe(200);
    expect((await api(`/${tn}`)).body).toMatchObject({ list: [], pageInfo: { totalRows: 0 } });
    expect((await graphql(`{ ${tn}List { usename passwd } }`)).body).toEqual({ data: { [`${tn}List`]: [] } });
  });
});

describe('a PostgreSQL database that already has tables named like its catalog', () => {
  let h: TestHost;
  let session: TestProjectSession;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: builtInPlugins });
    const database = await createTestDatabase('pg', 'plinth_shadowed');
    drop = () => database.drop();
    const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
    try {
      // As another tool may have left them: the catalog's names in the public schema.
      await knex.raw('create table public.pg_shadow (usename text, passwd text)');
      await knex.raw('create table public.pg_stat_activity (usename text, query text)');
      await knex.raw('create table public.people (id serial primary key, name text)');
    } finally {
      await knex.destroy();
    }
    session = await signedUpProject(h, { title: 'Existing', db: { client: 'pg', connection: connectionFromUrl(database.url) } });
  });
  afterAll(async () => {
    await h?.close();
    await drop?.();
  });

  it('leaves them out of the project: REST and GraphQL never read the catalog in their place', async () => {
    const tables = await session.rpcAnswer('tableList', {});
    expect(tables.body.list.map((t: { tn: string }) => t.tn)).toEqual(['people']);
    for (const tn of ['pg_shadow', 'pg_stat_activity']) {
      expect(await session.api(`/${tn}`)).toMatchObject({
        status: 404,
        body: { msg: `Table '${tn}' not found` },
      });
      const gql = await h.request(`/nc/${session.projectId}/v1/graphql`, {
        body: { query: `{ ${tn}List { usename } }` },
        headers: { 'xc-auth': session.token, accept: 'application/json' },
      });
      expect(gql.body.data).toBeUndefined();
      expect(gql.body.errors[0].message).toMatch(/Cannot query field/);
    }
  });
});
