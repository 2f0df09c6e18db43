import { randomBytes } from 'node:crypto';
import { ConnectionError, RequestError } from 'tedious';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex, DIALECT_MESSAGES, DialectToken, type ColumnDefinition, type Knex } from '@plinth/sdk/server';
import { bootTestHost, connectionFromUrl, HOSTILE_NAMES, runDialectSuite, type DriverTls } from '@plinth/sdk/testing';
import { MssqlDb } from '../server/db.js';
import { createMssqlDialect } from '../server/dialect.js';
import { mssqlCatalogQueries } from '../server/introspect.js';
import { mssqlLiteral, standardDefault } from '../server/literal.js';

const dialect = createMssqlDialect();
const serverUrl = process.env.PLINTH_TEST_MSSQL_URL;
const sample = { host: 'sql.example.com', port: 1433, user: 'sa', password: 'p', database: 'plinth' };
const uid = () => randomBytes(4).toString('hex');

/** Admin statements on the configured server (only used when PLINTH_TEST_MSSQL_URL is set). */
async function onMaster<T>(fn: (k: Knex) => Promise<T>): Promise<T> {
  const k = createKnex(dialect.knexConfig({ ...connectionFromUrl(serverUrl!), database: 'master', pool: { min: 0, max: 1 } }));
  try {
    return await fn(k);
  } finally {
    await k.destroy();
  }
}
const dropDatabase = (name: string) =>
  onMaster((k) =>
    k.raw(
      `if db_id(?) is not null begin exec('alter database ' + quotename(?) + ' set single_user with rollback immediate; drop database ' + quotename(?)) end`,
      [name, name, name],
    ),
  );

runDialectSuite({
  dialect,
  skip: serverUrl ? undefined : 'set PLINTH_TEST_MSSQL_URL=mssql://user:password@host:1433/master to run it on SQL Server',
  sample,
  caImpliesHostname: true,
  async database() {
    const name = `plinth_dialect_${uid()}`;
    await onMaster((k) => k.raw('create database ??', [name]));
    return { connection: { ...connectionFromUrl(serverUrl!), database: name }, drop: () => dropDatabase(name).then(() => undefined) };
  },
  async missingDatabase() {
    const name = `plinth_missing_${uid()}`;
    return { connection: { ...connectionFromUrl(serverUrl!), database: name }, drop: () => dropDatabase(name).then(() => undefined) };
  },
  failures: {
    credentials: serverUrl ? { ...connectionFromUrl(serverUrl), password: `wrong-${uid()}` } : undefined,
    unreachable: { ...sample, host: '127.0.0.1', port: 1 },
    async noCreatePermission() {
      const login = `plinth_nc_${uid()}`;
      const password = `Pl1nth!${uid()}`;
      await onMaster((k) => k.raw(`exec('create login ' + quotename(?) + ' with password = ' + quotename(?, ''''))`, [login, password]));
      return {
        connection: { ...connectionFromUrl(serverUrl!), user: login, password, database: `plinth_denied_${uid()}` },
        drop: () => onMaster((k) => k.raw(`exec('drop login ' + quotename(?))`, [login])).then(() => undefined),
      };
    },
  },
  readTls(config) {
    const options = (config.connection as { options: Record<string, unknown> }).options;
    if (!options.encrypt) return { enabled: false };
    const creds = (options.cryptoCredentialsDetails ?? {}) as Record<string, string>;
    return {
      enabled: true,
      rejectUnauthorized: !options.trustServerCertificate,
      checksHostname: !options.trustServerCertificate,
      ca: creds.ca,
      key: creds.key,
      cert: creds.cert,
    } satisfies DriverTls;
  },
});

describe('SQL Server without a server', () => {
  const knex = createKnex(dialect.knexConfig({ ...sample, pool: { min: 0, max: 1 } }));
  afterAll(() => knex.destroy());
  const db = new MssqlDb(dialect, knex, 'dbo');
  const H = HOSTILE_NAMES;

  it('reports a closed port as unreachable through tedious', async () => {
    const result = await dialect.testConnection({ ...sample, host: '127.0.0.1', port: 1, connectTimeoutMs: 3000 });
    expect(result).toEqual({
      ok: false,
      kind: 'unreachable',
      message: `${DIALECT_MESSAGES.failurePrefix} ${DIALECT_MESSAGES.unreachable}`,
    });
  });

  it('doubles ] in names instead of deleting it as knex does', () => {
    expect(db.dropTableBuilder('a]b').toString()).toBe('DROP TABLE [dbo].[a]]b]');
    expect(db.dropTableBuilder('a[b').toString()).toBe('DROP TABLE [dbo].[a[b]');
  });

  it('maps tedious errors to the spec messages', () => {
    expect(dialect.mapError(new ConnectionError("Login failed for user 'sa'.", 'ELOGIN')).message).toBe(
      DIALECT_MESSAGES.invalidCredentials,
    );
    expect(dialect.mapError(new ConnectionError('Failed to connect to db:1433 - connect ECONNREFUSED', 'ESOCKET')).message).toBe(
      DIALECT_MESSAGES.unreachable,
    );
    const denied = Object.assign(new RequestError("CREATE DATABASE permission denied in database 'master'.", 'EREQUEST'), { number: 262 });
    expect(dialect.mapError(denied).message).toBe(DIALECT_MESSAGES.noCreatePermission);
    const missingDb = new ConnectionError('Cannot open database "x" requested by the login. The login failed.', 'ELOGIN');
    expect(dialect.mapError(missingDb).kind).toBe('driver');
  });

  describe('constraint errors, by the texts SQL Server sends (the live ones run in the conformance suite)', () => {
    // tedious' RequestError: `number` and SQL Server's message.
    const refused = (number: number, message: string) => Object.assign(new RequestError(message, 'EREQUEST'), { number });
    const classify = (number: number, message: string) => dialect.constraintViolation(refused(number, message));

    it('maps the error numbers, names from the messages', () => {
      expect(
        classify(
          547,
          'The INSERT statement conflicted with the FOREIGN KEY constraint "FK_children_parent". The conflict occurred in database "d", table "dbo.parents", column \'id\'.',
        ),
      ).toEqual({
        kind: 'foreignKey',
        table: 'parents',
        constraint: 'FK_children_parent',
      });
      expect(
        classify(
          547,
          'The DELETE statement conflicted with the REFERENCE constraint "FK_children_parent". The conflict occurred in database "d", table "dbo.children", column \'parent_id\'.',
        ),
      ).toEqual({
        kind: 'referenced',
        table: 'children',
        constraint: 'FK_children_parent',
      });
      expect(
        classify(
          547,
          'The INSERT statement conflicted with the CHECK constraint "n_positive". The conflict occurred in database "d", table "dbo.parents", column \'n\'.',
        ),
      ).toEqual({ kind: 'check', constraint: 'n_positive' });
      expect(
        classify(
          2627,
          "Violation of UNIQUE KEY constraint 'UQ_code'. Cannot insert duplicate key in object 'dbo.parents'. The duplicate key value is (a).",
        ),
      ).toEqual({ kind: 'unique', constraint: 'UQ_code' });
      expect(
        classify(
          2601,
          "Cannot insert duplicate key row in object 'dbo.parents' with unique index 'ix_code'. The duplicate key value is (a).",
        ),
      ).toEqual({ kind: 'unique', constraint: 'ix_code' });
      expect(
        classify(515, "Cannot insert the value NULL into column 'code', table 'd.dbo.parents'; column does not allow nulls. INSERT fails."),
      ).toEqual({ kind: 'notNull', columns: ['code'] });
      expect(
        classify(2628, "String or binary data would be truncated in table 'd.dbo.parents', column 'code'. Truncated value: 'toolo'."),
      ).toEqual({ kind: 'tooLong', columns: ['code'] });
      expect(classify(8152, 'String or binary data would be truncated.')).toEqual({ kind: 'tooLong' });
      expect(classify(8115, 'Arithmetic overflow error converting expression to data type int.')).toEqual({ kind: 'outOfRange' });
      expect(classify(220, 'Arithmetic overflow error for data type tinyint, value = 300.')).toEqual({ kind: 'outOfRange' });
      expect(classify(245, "Conversion failed when converting the nvarchar value 'abc' to data type int.")).toEqual({
        kind: 'invalidValue',
      });
    });

    it("reads tedious' error inside the mssql package's wrapper", () => {
      const inner = refused(
        515,
        "Cannot insert the value NULL into column 'code', table 'd.dbo.parents'; column does not allow nulls. INSERT fails.",
      );
      const wrapper = Object.assign(new Error(inner.message), { code: 'EREQUEST', originalError: inner });
      expect(dialect.constraintViolation(wrapper)).toEqual({ kind: 'notNull', columns: ['code'] });
      const selfWrapped: Error & { originalError?: unknown } = new Error('loop');
      selfWrapped.originalError = selfWrapped;
      expect(dialect.constraintViolation(selfWrapped)).toBeUndefined();
    });

    it('leaves other errors alone', () => {
      expect(classify(208, "Invalid object name 'nope'.")).toBeUndefined();
      expect(dialect.constraintViolation(new ConnectionError("Login failed for user 'sa'.", 'ELOGIN'))).toBeUndefined();
      // Other drivers' shapes are not SQL Server's: a SQLite code, a SQLSTATE, a MySQL errno.
      expect(
        dialect.constraintViolation(Object.assign(new Error('UNIQUE constraint failed: t.c'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })),
      ).toBeUndefined();
      expect(dialect.constraintViolation(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
      expect(
        dialect.constraintViolation(Object.assign(new Error('dup'), { errno: 1062, sqlMessage: "Duplicate entry 'a' for key 'code'" })),
      ).toBeUndefined();
      for (const other of [undefined, null, 'text', {}]) expect(dialect.constraintViolation(other)).toBeUndefined();
    });
  });

  it('creates a table of every uidt with SQL Server types', () => {
    const uidts = dialect.types.physical.filter((u) => !['ID', 'AutoNumber', 'SpecificDBType'].includes(u));
    const columns: ColumnDefinition[] = [{ cn: 'id', uidt: 'ID' }, ...uidts.map((u) => ({ cn: `c_${u}`, uidt: u }))];
    const sql = db.createTableBuilder({ tn: 'matrix', columns }).toString();
    expect(sql).toContain('CREATE TABLE [dbo].[matrix] ([id] int identity(1,1) not null primary key');
    expect(sql).toContain('[c_SingleLineText] nvarchar(255)');
    expect(sql).toContain('[c_LongText] nvarchar(max)');
    expect(sql).toContain('[c_Checkbox] bit');
    expect(sql).toContain('[c_Decimal] decimal(18,2)');
    expect(sql).toMatch(/\[c_CreateTime\] datetime2 null CONSTRAINT \[[^\]]+\] DEFAULT CURRENT_TIMESTAMP/);
    expect(sql).toContain('[c_Geometry] geometry');
  });

  it('quotes hostile names as identifiers and escapes ? so knex cannot take it for a parameter', () => {
    const [statement] = db
      .createTableBuilder({
        tn: H.parent,
        columns: [
          { cn: 'id', uidt: 'ID' },
          { cn: H.other, uidt: 'SingleLineText', cdf: `it's? yes` },
        ],
      })
      .toSQL();
    expect(statement!.bindings).toEqual([]);
    expect(statement!.sql).toContain('[dbo].[päre`nt]] 表]');
    expect(statement!.sql).toContain('[q\\?mark $1 ü] nvarchar(255)');
    expect(statement!.sql).toContain(`DEFAULT (N'it''s' + NCHAR(63) + N' yes')`);
    expect(statement!.sql).not.toMatch(/[^\\]\?/);
  });

  it('alters, drops and renames columns with names bound as values', () => {
    const alter = db.alterColumnStatements(H.table, H.column, { cn: H.column, uidt: 'Number', rqd: true, cdf: '5' }).map((s) => s.toSQL());
    expect(alter[0]!.bindings).toEqual(['dbo', H.table, H.column, 'dbo', H.table]);
    expect(alter[0]!.sql).not.toContain(H.table);
    expect(alter[1]!.sql).toBe(`alter table [dbo].[we"ird'tab; drop table sentinel;--] alter column [co"l'umn; --] bigint not null`);
    expect(alter[2]!.sql).toMatch(
      /^alter table \[dbo\]\.\[we"ird'tab; drop table sentinel;--\] add constraint \[[^\]]+_df\] default 5 for \[co"l'umn; --\]$/,
    );

    const drop = db.dropColumnStatements('t', H.column).map((s) => s.toSQL());
    expect(drop[1]!.sql).toBe(`alter table [dbo].[t] drop column [co"l'umn; --]`);

    const rename = db.renameColumnStatement('t', H.column, H.renamed).toSQL();
    expect(rename.bindings).toEqual(['dbo', 't', H.column, H.renamed]);
    expect(rename.sql).not.toContain(H.column);
    expect(db.renameTableStatement('t', H.renamed).toSQL().bindings).toEqual(['dbo', 't', H.renamed]);
  });

  it('adds and drops foreign keys and creates junctions with named constraints', () => {
    expect(db.addForeignKeyBuilder({ tn: 'notes', cn: 'tag_id', rtn: 'tags', rcn: 'id', onDelete: 'CASCADE' }).toString()).toBe(
      'ALTER TABLE [dbo].[notes] ADD CONSTRAINT [notes_tag_id_fk] FOREIGN KEY ([tag_id]) REFERENCES [dbo].[tags] ([id]) ON DELETE CASCADE',
    );
    expect(db.dropForeignKeyBuilder('notes', 'tag_id', 'notes_tag_id_fk').toString()).toBe(
      'ALTER TABLE [dbo].[notes] DROP CONSTRAINT [notes_tag_id_fk]',
    );
    const junction = db
      .junctionTableBuilder(
        { vtn: 'nt', vcn: 'n', vrcn: 't', tn: 'notes', cn: 'id', rtn: 'tags', rcn: 'id' },
        { parent: 'int', child: 'int' },
      )
      .toString();
    expect(junction).toContain('CONSTRAINT [nt_pkey] PRIMARY KEY ([n], [t])');
    expect(junction).toContain('CONSTRAINT [nt_n_fk] FOREIGN KEY ([n]) REFERENCES [dbo].[notes] ([id]) ON DELETE CASCADE');
  });

  it('binds the schema and table names of every catalog query', () => {
    const queries = mssqlCatalogQueries(knex, 'sales', { tables: [H.table, H.parent] });
    for (const [name, raw] of Object.entries(queries)) {
      const { sql, bindings } = raw.toSQL();
      expect(bindings[0], name).toBe('sales');
      expect(sql, name).not.toContain('sales');
      expect(sql, name).not.toContain(H.table);
    }
    expect(queries.columns.toSQL().bindings).toEqual(['sales', H.table, H.parent]);
  });

  it('reads default definitions back as literals', () => {
    expect(standardDefault(`((N'a'+nchar((63)))+N'b''c')`)).toBe(`'a?b''c'`);
    expect(standardDefault(`(N'x')`)).toBe(`'x'`);
    expect(standardDefault('((1))')).toBe('((1))');
    expect(standardDefault('(getdate())')).toBe('(getdate())');
    expect(mssqlLiteral(`a?b'c`)).toBe(`(N'a' + NCHAR(63) + N'b''c')`);
  });
});

describe('dialect-mssql plugin', () => {
  it('provides the SQL Server dialect on DialectToken', async () => {
    const host = await bootTestHost({ plugins: ['dialect-mssql'] });
    try {
      expect(host.host.kernel.services.getAll(DialectToken).map((d) => d.client)).toEqual(['mssql']);
    } finally {
      await host.close();
    }
  });
});
