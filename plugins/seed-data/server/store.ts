/**
 * What the seeding keeps in the meta store: each project's settings per database alias
 * (`seed_data_settings`), and the primary key of every row it added (`seed_data_rows`, junction
 * rows of many-to-many links included), so `seedTerm` removes exactly those rows.
 */
import type { Knex, Migration } from '@plinth/sdk/server';
import type { SeedSettings } from '../types.js';

const SETTINGS_TABLE = 'seed_data_settings';
const ROWS_TABLE = 'seed_data_rows';
/** Rows per insert into the meta store (well under every database's bound-parameter limit). */
const RECORD_BATCH = 150;

export const migrations: Migration[] = [
  {
    name: '001_settings_and_rows',
    async up(knex) {
      await knex.schema.createTable(SETTINGS_TABLE, (t) => {
        t.string('project_id', 64).notNullable();
        t.string('db_alias', 64).notNullable();
        t.text('settings').notNullable();
        t.string('updated_by', 64);
        t.timestamp('updated_at').notNullable();
        t.primary(['project_id', 'db_alias']);
      });
      await knex.schema.createTable(ROWS_TABLE, (t) => {
        t.increments('id');
        t.string('project_id', 64).notNullable();
        t.string('db_alias', 64).notNullable();
        t.string('tn', 255).notNullable();
        t.string('pk', 512).notNullable();
        t.string('run_id', 36).notNullable();
        t.index(['project_id', 'db_alias', 'tn']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(ROWS_TABLE);
      await knex.schema.dropTable(SETTINGS_TABLE);
    },
  },
];

export interface RecordedRow {
  tn: string;
  pk: string;
}

export class SeedStore {
  constructor(private readonly meta: Knex) {}

  async settings(projectId: string, dbAlias: string): Promise<SeedSettings | null> {
    const row = (await this.meta(SETTINGS_TABLE).where({ project_id: projectId, db_alias: dbAlias }).first()) as
      { settings: string } | undefined;
    return row ? (JSON.parse(row.settings) as SeedSettings) : null;
  }

  async saveSettings(projectId: string, dbAlias: string, settings: SeedSettings, by: string | null): Promise<void> {
    const values = { settings: JSON.stringify(settings), updated_by: by, updated_at: new Date() };
    await this.meta.transaction(async (trx) => {
      const n = await trx(SETTINGS_TABLE).where({ project_id: projectId, db_alias: dbAlias }).update(values);
      if (!n) await trx(SETTINGS_TABLE).insert({ project_id: projectId, db_alias: dbAlias, ...values });
    });
  }

  async record(projectId: string, dbAlias: string, runId: string, rows: RecordedRow[]): Promise<void> {
    if (!rows.length) return;
    await this.meta.transaction(async (trx) => {
      for (let i = 0; i < rows.length; i += RECORD_BATCH) {
        await trx(ROWS_TABLE).insert(
          rows.slice(i, i + RECORD_BATCH).map((r) => ({ project_id: projectId, db_alias: dbAlias, tn: r.tn, pk: r.pk, run_id: runId })),
        );
      }
    });
  }

  /** Rows still recorded, per table. */
  async counts(projectId: string, dbAlias: string): Promise<Record<string, number>> {
    const rows = (await this.meta(ROWS_TABLE)
      .where({ project_id: projectId, db_alias: dbAlias })
      .groupBy('tn')
      .select('tn')
      .count({ n: '*' })) as { tn: string; n: number | string }[];
    return Object.fromEntries(rows.map((r) => [r.tn, Number(r.n)]));
  }

  /** Up to `limit` recorded keys of one table, oldest first, with their record ids. */
  async keys(projectId: string, dbAlias: string, tn: string, limit: number): Promise<{ id: number; pk: string }[]> {
    return (await this.meta(ROWS_TABLE)
      .where({ project_id: projectId, db_alias: dbAlias, tn })
      .orderBy('id')
      .limit(limit)
      .select('id', 'pk')) as { id: number; pk: string }[];
  }

  /** Every recorded key of one table. */
  async allKeys(projectId: string, dbAlias: string, tn: string): Promise<string[]> {
    const rows = (await this.meta(ROWS_TABLE).where({ project_id: projectId, db_alias: dbAlias, tn }).select('pk')) as { pk: string }[];
    return rows.map((r) => r.pk);
  }

  async forgetRecords(ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += RECORD_BATCH)
      await this.meta(ROWS_TABLE)
        .whereIn('id', ids.slice(i, i + RECORD_BATCH))
        .delete();
  }

  async forgetProject(projectId: string): Promise<void> {
    await this.meta(ROWS_TABLE).where({ project_id: projectId }).delete();
    await this.meta(SETTINGS_TABLE).where({ project_id: projectId }).delete();
  }
}
