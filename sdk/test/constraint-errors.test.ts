/**
 * `constraintViolation` on the errors real drivers throw (better-sqlite3, pg, mysql2 on
 * MariaDB), for every kind it names; SQL Server's by the texts SQL Server sends (no server here).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constraintViolation } from '../src/server/index.js';
import { createTestDatabase } from '../src/testing/index.js';

const targets: { name: string; sqlite?: true; open(): Promise<{ knex: Knex; cleanup(): Promise<void> }> }[] = [
  {
    name: 'SQLite file',
    sqlite: true,
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'plinth-constraint-'));
      const knex = knexFactory({
        client: 'better-sqlite3',
        connection: { filename: join(dir, 'c.sqlite') },
        useNullAsDefault: true,
        pool: { afterCreate: (conn: { pragma(s: string): void }, done: () => void) => (conn.pragma('foreign_keys = ON'), done()) },
      });
      return { knex, cleanup: async () => (await knex.destroy(), rmSync(dir, { recursive: true, force: true })) };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const db = await createTestDatabase('pg', 'plinth_constraint');
      const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });
      return { knex, cleanup: async () => (await knex.destroy(), await db.drop()) };
    },
  },
  {
    name: 'MariaDB',
    async open() {
      const db = await createTestDatabase('mysql', 'plinth_constraint');
      const knex = knexFactory({ client: 'mysql2', connection: db.url, pool: { min: 0, max: 2 } });
      return { knex, cleanup: async () => (await knex.destroy(), await db.drop()) };
    },
  },
];

describe.each(targets)('constraintViolation on $name', (target) => {
  let knex: Knex;
  let cleanup: () => Promise<void>;
  const refusal = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      return constraintViolation(err);
    }
    throw new Error('the database accepted it');
  };

  beforeAll(async () => {
    ({ knex, cleanup } = await target.open());
    await knex.raw('create table parents (id integer primary key, code varchar(5) not null unique, n integer, constraint n_positive check (n > 0))');
    await knex.raw('create table children (id integer primary key, parent_id integer, constraint children_parent_fk foreign key (parent_id) references parents (id))');
    await knex('parents').insert({ id: 1, code: 'a', n: 1 });
    await knex('children').insert({ id: 1, parent_id: 1 });
  });
  afterAll(async () => cleanup?.());

  it('names foreign keys both ways, unique, not null and check', async () => {
    const fk = await refusal(() => knex('children').insert({ id: 2, parent_id: 99 }));
    expect(fk).toMatchObject({ kind: 'foreignKey' });
    if (!target.sqlite) expect(fk).toMatchObject({ columns: ['parent_id'], table: 'parents' });
    const referenced = await refusal(() => knex('parents').where({ id: 1 }).delete());
    // SQLite reports both sides alike; the data plugin knows a delete was refused
    expect(referenced).toMatchObject(target.sqlite ? { kind: 'foreignKey' } : { kind: 'referenced', table: 'children' });
    const unique = await refusal(() => knex('parents').insert({ id: 2, code: 'a', n: 1 }));
    expect(unique?.kind).toBe('unique');
    expect(unique!.columns ?? [unique!.constraint]).toEqual([expect.stringMatching(/code/)]);
    expect(await refusal(() => knex('parents').insert({ id: 3, code: null, n: 1 }))).toMatchObject({ kind: 'notNull', columns: ['code'] });
    expect(await refusal(() => knex('parents').insert({ id: 4, code: 'd', n: -1 }))).toMatchObject({ kind: 'check', constraint: 'n_positive' });
  });

  it.skipIf(target.sqlite)('names values too long or out of range', async () => {
    expect(await refusal(() => knex('parents').insert({ id: 5, code: 'toolong', n: 1 }))).toMatchObject({ kind: 'tooLong' });
    expect(await refusal(() => knex('parents').insert({ id: 6, code: 'f', n: 1e12 }))).toMatchObject({ kind: 'outOfRange' });
  });

  it('leaves other errors alone', async () => {
    expect(await refusal(() => knex.raw('select * from no_such_table'))).toBeUndefined();
  });
});

describe('constraintViolation on SQL Server errors', () => {
  // tedious' RequestError: `number` and SQL Server's message.
  const mssql = (number: number, message: string) => constraintViolation(Object.assign(new Error(message), { number }));
  it('maps the error numbers, names from the messages', () => {
    expect(mssql(547, 'The INSERT statement conflicted with the FOREIGN KEY constraint "FK_children_parent". The conflict occurred in database "d", table "dbo.parents", column \'id\'.')).toEqual({
      kind: 'foreignKey',
      table: 'parents',
      constraint: 'FK_children_parent',
    });
    expect(mssql(547, 'The DELETE statement conflicted with the REFERENCE constraint "FK_children_parent". The conflict occurred in database "d", table "dbo.children", column \'parent_id\'.')).toEqual({
      kind: 'referenced',
      table: 'children',
      constraint: 'FK_children_parent',
    });
    expect(mssql(547, 'The INSERT statement conflicted with the CHECK constraint "n_positive". The conflict occurred in database "d", table "dbo.parents", column \'n\'.')).toMatchObject({ kind: 'check', constraint: 'n_positive' });
    expect(mssql(2627, "Violation of UNIQUE KEY constraint 'UQ_code'. Cannot insert duplicate key in object 'dbo.parents'. The duplicate key value is (a).")).toEqual({ kind: 'unique', constraint: 'UQ_code' });
    expect(mssql(515, "Cannot insert the value NULL into column 'code', table 'd.dbo.parents'; column does not allow nulls. INSERT fails.")).toEqual({ kind: 'notNull', columns: ['code'] });
    expect(mssql(2628, "String or binary data would be truncated in table 'd.dbo.parents', column 'code'. Truncated value: 'toolo'.")).toEqual({ kind: 'tooLong', columns: ['code'] });
    expect(mssql(8115, 'Arithmetic overflow error converting expression to data type int.')).toEqual({ kind: 'outOfRange' });
    expect(mssql(208, "Invalid object name 'nope'.")).toBeUndefined();
  });
});
