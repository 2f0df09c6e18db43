import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { DialectToken } from '@plinth/sdk/server';
import { adminUrl, bootTestHost, connectionFromUrl, createTestDatabase, runDialectSuite, type DriverTls } from '@plinth/sdk/testing';
import { createPgDialect } from '../server/dialect.js';
import { pgIdentifier, pgLiteral } from '../server/db.js';

const dialect = createPgDialect();
const admin = knexFactory({ client: 'pg', connection: adminUrl('pg'), pool: { min: 0, max: 1 } });
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
    return { connection: { ...adminConnection, database: name }, drop: async () => void (await admin.raw('drop database if exists ?? with (force)', [name])) };
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
      await pg.createTable({ tn: 'events', columns: [{ cn: 'id', uidt: 'ID' }, { cn: 'at', uidt: 'DateTime' }] });
      await pg.knex.raw(`create function stamp() returns trigger language plpgsql as $$ begin new.at := now(); return new; end $$`);
      await pg.knex.raw(`create procedure noop() language sql as $$ select 1 $$`);
      await pg.knex.raw('create sequence ??', ['tickets']);
      await pg.knex.raw('create trigger ?? before insert or update on ?? for each row execute function stamp()', ['events_stamp', 'events']);
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
