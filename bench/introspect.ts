/**
 * Introspection of 1,000 tables per dialect (SQLite file, PostgreSQL, MariaDB): a few columns
 * each, a foreign key on every fifth table, an index on every tenth. Times the dialect's full
 * `introspect()` (tables, columns, keys, foreign keys, indexes, routines, triggers) against a
 * baseline measured in the same run on the same tables: one raw scan of the column catalog
 * (`pragma_table_info` / `information_schema.columns`). Prints seconds and the ratio.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { DbConnection } from '@plinth/sdk';
import type { Dialect, DialectDb } from '@plinth/sdk/server';
import { connectionFromUrl, createTestDatabase } from '@plinth/sdk/testing';
import { createMysqlDialect } from '../plugins/dialect-mysql/server/dialect.js';
import { createPgDialect } from '../plugins/dialect-pg/server/dialect.js';
import { createSqliteDialect } from '../plugins/dialect-sqlite/server/dialect.js';

const TABLES = Number(process.env.BENCH_TABLES ?? 1000);
const RUNS = 3;
const BATCH = 50;

const name = (i: number) => `t${String(i).padStart(4, '0')}`;

/** CREATE TABLE statements for table i (with its index), as SQL text for this knex's dialect. */
function ddl(knex: Knex, i: number): string[] {
  return knex.schema
    .createTable(name(i), (t) => {
      t.increments('id');
      t.string('title', 255).notNullable();
      t.decimal('amount', 10, 2);
      t.dateTime('created_at');
      t.text('notes');
      if (i % 5 === 4)
        t.integer('parent_id')
          .unsigned()
          .references('id')
          .inTable(name(i - 1));
      if (i % 10 === 9) t.index(['title'], `${name(i)}_title_idx`);
    })
    .toSQL()
    .map((s) => s.sql);
}

async function createTables(db: DialectDb, multiStatement: boolean): Promise<void> {
  for (let start = 0; start < TABLES; start += BATCH) {
    const statements = Array.from({ length: Math.min(BATCH, TABLES - start) }, (_, k) => ddl(db.knex, start + k)).flat();
    if (multiStatement) await db.knex.raw(statements.join(';\n'));
    else for (const s of statements) await db.knex.raw(s);
  }
}

const seconds = async (fn: () => Promise<unknown>) => {
  const t0 = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t0) / 1e9;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Target {
  key: 'sqlite' | 'pg' | 'mysql';
  dialect: Dialect;
  connection: DbConnection;
  multiStatement: boolean;
  baseline: string;
  cleanup(): Promise<void>;
}

async function measure(target: Target): Promise<number> {
  await target.dialect.createDatabaseIfNotExists(target.connection);
  const db = await target.dialect.connect(target.connection);
  try {
    const build = await seconds(() => createTables(db, target.multiStatement));
    const base: number[] = [];
    const full: number[] = [];
    let tables = 0;
    let fks = 0;
    for (let r = 0; r < RUNS; r++) {
      base.push(await seconds(() => db.knex.raw(target.baseline)));
      full.push(
        await seconds(async () => {
          const snap = await db.introspect();
          tables = snap.tables.length;
          fks = snap.tables.reduce((n, t) => n + t.foreignKeys.length, 0);
        }),
      );
    }
    const expectedFks = Math.floor((TABLES + 1) / 5);
    if (tables !== TABLES || fks !== expectedFks)
      throw new Error(`${target.key}: introspected ${tables} tables / ${fks} FKs, expected ${TABLES} / ${expectedFks}`);
    const [b, f] = [median(base), median(full)];
    console.info(
      `${target.key.padEnd(7)} created ${TABLES} tables in ${build.toFixed(1)} s; introspect ${f.toFixed(3)} s, baseline column scan ${b.toFixed(3)} s, ratio ${(f / b).toFixed(1)}`,
    );
    return f;
  } finally {
    await db.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-introspect-'));
const pgDb = await createTestDatabase('pg', 'plinth_bench');
const myDb = await createTestDatabase('mysql', 'plinth_bench');
const targets: Target[] = [
  {
    key: 'sqlite',
    dialect: createSqliteDialect({ dataDir }),
    connection: { filename: 'bench.db' },
    multiStatement: false,
    baseline: `select m.name, p.* from sqlite_schema m join pragma_table_info(m.name) p where m.type = 'table'`,
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  },
  {
    key: 'pg',
    dialect: createPgDialect(),
    connection: connectionFromUrl(pgDb.url),
    multiStatement: true,
    baseline: `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public'`,
    cleanup: () => pgDb.drop(),
  },
  {
    key: 'mysql',
    dialect: createMysqlDialect(),
    connection: connectionFromUrl(myDb.url),
    multiStatement: false,
    baseline: `select table_name, column_name, column_type, is_nullable, column_default from information_schema.columns where table_schema = database()`,
    cleanup: () => myDb.drop(),
  },
];

const results: Record<string, number> = {};
try {
  for (const t of targets) results[t.key] = await measure(t);
} finally {
  for (const t of targets) await t.cleanup();
}
console.info(`introspect-bench sqlite_s=${results.sqlite!.toFixed(3)} pg_s=${results.pg!.toFixed(3)} mysql_s=${results.mysql!.toFixed(3)}`);
