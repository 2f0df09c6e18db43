import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex, DialectToken } from '@plinth/sdk/server';
import { adminUrl, bootTestHost, columnsOf, connectionFromUrl, createTestDatabase, runDialectSuite } from '@plinth/sdk/testing';
import type { DriverTls } from '@plinth/sdk/testing';
import { createMysqlDialect } from '../server/dialect.js';
import { mysqlLiteral, standardLiteral } from '../server/literal.js';

const dialect = createMysqlDialect();
const admin = createKnex({ ...dialect.knexConfig({}), connection: adminUrl('mysql'), pool: { min: 0, max: 1 } });
afterAll(() => admin.destroy());
const adminConnection = connectionFromUrl(adminUrl('mysql'));
const [sslRows] = (await admin.raw(`show variables like 'have_ssl'`)) as [{ Value: string }[]];
const serverWithoutTls = sslRows[0]?.Value !== 'YES';
const uid = () => randomBytes(4).toString('hex');

runDialectSuite({
  dialect,
  async database() {
    const db = await createTestDatabase('mysql', 'plinth_dialect');
    return { connection: connectionFromUrl(db.url), drop: () => db.drop() };
  },
  async missingDatabase() {
    const name = `plinth_missing_${uid()}`;
    return {
      connection: { ...adminConnection, database: name },
      drop: async () => void (await admin.raw('drop database if exists ??', [name])),
    };
  },
  failures: {
    credentials: { ...adminConnection, password: `wrong-${uid()}` },
    unreachable: { ...adminConnection, port: 1 },
    async noCreatePermission() {
      const user = `plinth_nc_${uid()}`;
      const password = uid();
      await admin.raw(`create user ?@'%' identified by ?`, [user, password]);
      return {
        connection: { ...adminConnection, user, password, database: `plinth_denied_${uid()}` },
        drop: async () => void (await admin.raw(`drop user if exists ?@'%'`, [user])),
      };
    },
  },
  readTls(config) {
    const ssl = (config.connection as { ssl?: Record<string, unknown> }).ssl;
    if (!ssl) return { enabled: false };
    return {
      enabled: true,
      rejectUnauthorized: ssl.rejectUnauthorized as boolean,
      checksHostname: Boolean(ssl.verifyIdentity),
      ca: ssl.ca as string | undefined,
      key: ssl.key as string | undefined,
      cert: ssl.cert as string | undefined,
    } satisfies DriverTls;
  },
  serverWithoutTls,
  sample: { host: 'db.example.com', port: 6000, user: 'u', password: 'p', database: 'd' },
});

describe('MySQL literals', () => {
  it('escapes quotes, backslashes and control characters, and reads MariaDB defaults back', () => {
    expect(mysqlLiteral(`it's \\ \n`)).toBe(`'it''s \\\\ \\n'`);
    expect(standardLiteral(`'it''s \\\\ \\n'`)).toBe(`'it''s \\ \n'`);
    expect(standardLiteral('current_timestamp()')).toBe('current_timestamp()');
  });
});

describe('MySQL-only types and objects', () => {
  it('creates enum and set columns from select options, JSON, and lists routines, sequences and triggers', async () => {
    const db = await createTestDatabase('mysql', 'plinth_mysql_only');
    const my = await dialect.connect(connectionFromUrl(db.url));
    try {
      await my.createTable({
        tn: 'picks',
        columns: columnsOf({
          id: 'ID',
          one: { uidt: 'SingleSelect', dtxp: `'a','it''s','x\\y'` },
          many: { uidt: 'MultiSelect', dtxp: `'r','g'` },
          doc: 'JSON',
        }),
      });
      const t = (await my.introspect({ tables: ['picks'] })).tables[0]!;
      expect(t.columns.map((c) => [c.name, c.uidt])).toEqual([
        ['id', 'ID'],
        ['one', 'SingleSelect'],
        ['many', 'MultiSelect'],
        ['doc', 'JSON'],
      ]);
      await my.knex('picks').insert({ one: `it's`, many: 'r,g', doc: '{"k":1}' });
      await expect(my.knex('picks').insert({ one: 'nope' })).rejects.toThrow();
      await my.knex.raw('create procedure ??() select 1', ['noop']);
      await my.knex.raw('create function ??() returns int deterministic return 1', ['one']);
      await my.knex.raw('create sequence ??', ['tickets']);
      await my.knex.raw('create trigger ?? before insert on ?? for each row set new.?? = coalesce(new.??, ?)', [
        'picks_default',
        'picks',
        'one',
        'one',
        'a',
      ]);
      const snap = await my.introspect();
      expect(snap.procedures).toEqual([{ name: 'noop', kind: 'procedure' }]);
      expect(snap.functions).toEqual([{ name: 'one', kind: 'function' }]);
      expect(snap.sequences).toEqual([{ name: 'tickets' }]);
      expect(snap.tables.map((x) => x.name)).toEqual(['picks']);
      expect(snap.triggers).toEqual([{ name: 'picks_default', table: 'picks', timing: 'BEFORE', event: 'INSERT' }]);
    } finally {
      await my.close();
      await db.drop();
    }
  });
});

describe('dialect-mysql plugin', () => {
  it('provides the MySQL dialect on DialectToken', async () => {
    const host = await bootTestHost({ plugins: ['dialect-mysql'] });
    try {
      expect(host.host.kernel.services.getAll(DialectToken).map((d) => d.client)).toEqual(['mysql2']);
    } finally {
      await host.close();
    }
  });
});
