import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex, DialectToken, type DialectError } from '@plinth/sdk/server';
import { adminUrl, bootTestHost, columnsOf, connectionFromUrl, createTestDatabase, runDialectSuite } from '@plinth/sdk/testing';
import type { DriverTls } from '@plinth/sdk/testing';
import { createPgDialect } from '../server/dialect.js';
import { pgIdentifier, pgLiteral } from '../server/db.js';

const dialect = createPgDialect();
const admin = createKnex({ ...dialect.knexConfig({}), connection: adminUrl('pg'), pool: { min: 0, max: 1 } });
afterAll(() => admin.destroy());
const adminConnection = connectionFromUrl(adminUrl('pg'));
const serverWithoutTls = (await admin.raw<{ rows: { ssl: string }[] }>('show ssl')).rows[0]?.ssl === 'off';
const uid = () => randomBytes(4).toString('hex');

runDialectSuite({
  dialect,
  async database() {
    const db = await createTestDatabase('pg', 'plinth_dialect');
    return { connection: connectionFromUrl(db.url), drop: () => db.drop() };
  },
  async missingDatabase() {
    const name = `plinth_missing_${uid()}`;
    return {
      connection: { ...adminConnection, database: name },
      drop: async () => void (await admin.raw('drop database if exists ?? with (force)', [name])),
    };
  },
  failures: {
    // Loopback runs with trust authentication: a role that does not exist is the refused login.
    credentials: { ...adminConnection, user: `plinth_nobody_${uid()}`, password: 'wrong' },
    unreachable: { ...adminConnection, port: 1 },
    async noCreatePermission() {
      const role = `plinth_nocreate_${uid()}`;
      await admin.raw('create role ?? login nocreatedb', [role]);
      return {
        connection: { ...adminConnection, user: role, database: `plinth_denied_${uid()}` },
        drop: async () => void (await admin.raw('drop role if exists ??', [role])),
      };
    },
  },
  readTls(config) {
    const ssl = (config.connection as { ssl: false | Record<string, unknown> }).ssl;
    if (!ssl) return { enabled: false };
    return {
      enabled: true,
      rejectUnauthorized: ssl.rejectUnauthorized as boolean,
      checksHostname: typeof ssl.checkServerIdentity !== 'function',
      ca: ssl.ca as string | undefined,
      key: ssl.key as string | undefined,
      cert: ssl.cert as string | undefined,
    } satisfies DriverTls;
  },
  serverWithoutTls,
  sample: { host: 'db.example.com', port: 6000, user: 'u', password: 'p', database: 'd' },
});

describe('PostgreSQL quoting around knex bind markers', () => {
  it('writes ? and backslashes as Unicode escapes, plain text as plain literals', () => {
    expect(pgLiteral(`it's`)).toBe(`'it''s'`);
    expect(pgLiteral(`a?b\\c`)).toBe(`U&'a\\003Fb\\\\c'`);
    expect(pgIdentifier('plain', (v) => `"${v}"`)).toBe('"plain"');
    expect(pgIdentifier('q?"x', (v) => `"${v}"`)).toBe('U&"q\\003F""x"');
  });
});

describe('PostgreSQL functions, procedures, sequences and triggers', () => {
  it('lists them from the schema', async () => {
    const db = await createTestDatabase('pg', 'plinth_routines');
    const pg = await dialect.connect(connectionFromUrl(db.url));
    try {
      await pg.createTable({
        tn: 'events',
        columns: columnsOf({ id: 'ID', at: 'DateTime' }),
      });
      await pg.knex.raw(`create function stamp() returns trigger language plpgsql as $$ begin new.at := now(); return new; end $$`);
      await pg.knex.raw(`create procedure noop() language sql as $$ select 1 $$`);
      await pg.knex.raw('create sequence ??', ['tickets']);
      await pg.knex.raw('create trigger ?? before insert or update on ?? for each row execute function stamp()', [
        'events_stamp',
        'events',
      ]);
      const snap = await pg.introspect();
      expect(snap.functions).toEqual([{ name: 'stamp', kind: 'function' }]);
      expect(snap.procedures).toEqual([{ name: 'noop', kind: 'procedure' }]);
      expect(snap.sequences.map((s) => s.name).sort()).toEqual(['events_id_seq', 'tickets']);
      expect(snap.triggers).toEqual([{ name: 'events_stamp', table: 'events', timing: 'BEFORE', event: 'INSERT OR UPDATE' }]);
    } finally {
      await pg.close();
      await db.drop();
    }
  });
});

describe('PostgreSQL catalog names and refusals', () => {
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => expect.unreachable('refused'),
      (err: unknown) => err as DialectError,
    );

  it('creates no table its catalog would shadow, and leaves such tables of a database out of its schema', async () => {
    const db = await createTestDatabase('pg', 'plinth_shadow');
    const pg = await dialect.connect(connectionFromUrl(db.url));
    try {
      const reserved = (tn: string) => `Table name '${tn}' is reserved: PostgreSQL reads names starting with 'pg_' from its own catalog`;
      expect(await refusal(pg.createTable({ tn: 'pg_shadow', columns: [{ cn: 'usename', uidt: 'SingleLineText' }] }))).toMatchObject({
        kind: 'invalidInput',
        status: 400,
        message: reserved('pg_shadow'),
      });
      await pg.createTable({ tn: 'people', columns: [{ cn: 'id', uidt: 'ID' }] });
      expect((await refusal(pg.renameTable('people', 'pg_user'))).message).toBe(reserved('pg_user'));
      // Left by another tool: unqualified, `pg_shadow` is the catalog's view, not this table.
      await pg.knex.raw('create table public.pg_shadow (usename text)');
      await pg.knex.raw('create table public.pg_mine (n int)');
      expect((await pg.knex.raw<{ rows: unknown[] }>('select * from "pg_shadow"')).rows.length).toBeGreaterThan(0);
      expect((await pg.introspect()).tables.map((t) => t.name)).toEqual(['people', 'pg_mine']);
    } finally {
      await pg.close();
      await db.drop();
    }
  });

  it("answers what the database refused in its own words, never the statement or the driver's text", async () => {
    const db = await createTestDatabase('pg', 'plinth_refusals');
    const pg = await dialect.connect(connectionFromUrl(db.url));
    try {
      await pg.createTable({
        tn: 'people',
        columns: columnsOf({ id: 'ID', name: 'SingleLineText' }),
      });
      expect((await refusal(pg.createTable({ tn: 'people', columns: [{ cn: 'id', uidt: 'ID' }] }))).message).toBe(
        "Table 'people' already exists",
      );
      expect((await refusal(pg.addColumn('people', { cn: 'ctid', uidt: 'Number' }))).message).toBe("Name 'ctid' is reserved by PostgreSQL");
      await pg.knex('people').insert({ name: null });
      expect((await refusal(pg.addColumn('people', { cn: 'code', uidt: 'SingleLineText', rqd: true }))).message).toBe(
        "The table's rows do not allow this change: some rows have no value",
      );
      const syntax = await pg.knex.raw('selec 1').catch((err: unknown) => err);
      expect(String((syntax as Error).message)).toMatch(/^selec 1 - syntax error/);
      expect(dialect.mapError(syntax)).toMatchObject({ kind: 'driver', message: 'PostgreSQL refused the request', cause: syntax });
      expect(dialect.mapError(new Error('self-signed certificate in certificate chain')).message).toBe(
        'self-signed certificate in certificate chain',
      );
    } finally {
      await pg.close();
      await db.drop();
    }
  });
});

describe('dialect-pg plugin', () => {
  it('provides the PostgreSQL dialect on DialectToken', async () => {
    const host = await bootTestHost({ plugins: ['dialect-pg'] });
    try {
      expect(host.host.kernel.services.getAll(DialectToken).map((d) => d.client)).toEqual(['pg']);
    } finally {
      await host.close();
    }
  });
});
