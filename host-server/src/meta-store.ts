import type { PluginStateStore } from '@plinth/kernel';
import { createKnex, HttpError, instrumentKnex, type HostConfig, type Knex, type Migration } from '@plinth/sdk/server';
import { metaKnexConfig } from './config.js';
import { checkMetaStore } from './startup.js';

const MIGRATIONS_TABLE = 'plinth_migrations';

/** Tables the host itself owns: plugin enable state and plugin settings. */
const hostMigrations: Migration[] = [
  {
    name: '001_plugins',
    async up(knex) {
      await knex.schema.createTable('plinth_plugins', (t) => {
        t.string('id', 64).primary();
        t.boolean('enabled').notNullable();
        t.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
      });
      await knex.schema.createTable('plinth_plugin_settings', (t) => {
        t.string('plugin_id', 64).primary();
        t.text('value').notNullable();
        t.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
      });
    },
    async down(knex) {
      await knex.schema.dropTable('plinth_plugin_settings');
      await knex.schema.dropTable('plinth_plugins');
    },
  },
];

export interface MetaStore {
  knex: Knex;
  client: HostConfig['metaClient'];
  /** Runs a plugin's pending migrations, recorded as `<pluginId>/<name>`. */
  migrate(pluginId: string, migrations: Migration[]): Promise<string[]>;
  pluginStates: PluginStateStore;
  readSettings(pluginId: string): Promise<unknown>;
  writeSettings(pluginId: string, value: unknown): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openMetaStore(dataDir: string, url?: string): Promise<MetaStore> {
  const { config, client } = metaKnexConfig(dataDir, url);
  const knex = instrumentKnex(createKnex(config));

  const migrate: MetaStore['migrate'] = async (pluginId, migrations) => {
    if (!migrations.length) return [];
    const names = new Set<string>();
    for (const m of migrations) {
      if (names.has(m.name)) throw new Error(`Migration '${m.name}' is declared twice`);
      names.add(m.name);
    }
    const sorted = [...migrations].sort((a, b) => a.name.localeCompare(b.name));
    // One shared table records every plugin's migrations, so the list check that knex does
    // against a single source must be off: other plugins' entries are not in this source.
    const [, ran] = (await knex.migrate.latest({
      tableName: MIGRATIONS_TABLE,
      disableMigrationsListValidation: true,
      migrationSource: {
        getMigrations: async () => sorted,
        getMigrationName: (m: Migration) => `${pluginId}/${m.name}`,
        getMigration: async (m: Migration) => ({ up: m.up, down: m.down ?? (async () => undefined) }),
      },
    })) as [number, string[]];
    return ran;
  };

  try {
    await checkMetaStore(() => knex.raw('select 1'), dataDir, url);
  } catch (err) {
    await knex.destroy();
    throw err;
  }
  await migrate('host', hostMigrations);

  const store: MetaStore = {
    knex,
    client,
    migrate,
    pluginStates: {
      async load() {
        const rows = await knex('plinth_plugins').select<{ id: string; enabled: number | boolean }[]>('id', 'enabled');
        return Object.fromEntries(rows.map((r) => [r.id, { enabled: Boolean(r.enabled) }]));
      },
      async save(id, enabled) {
        await knex('plinth_plugins').insert({ id, enabled, updated_at: new Date() }).onConflict('id').merge(['enabled', 'updated_at']);
      },
    },
    async readSettings(pluginId) {
      const row = await knex('plinth_plugin_settings').where({ plugin_id: pluginId }).first<{ value: string } | undefined>('value');
      if (!row) return undefined;
      try {
        return JSON.parse(row.value);
      } catch {
        throw new HttpError(500, `Stored settings of plugin '${pluginId}' are not valid JSON`);
      }
    },
    async writeSettings(pluginId, value) {
      await knex('plinth_plugin_settings')
        .insert({ plugin_id: pluginId, value: JSON.stringify(value), updated_at: new Date() })
        .onConflict('plugin_id')
        .merge(['value', 'updated_at']);
    },
    async ping() {
      try {
        await knex.raw('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => knex.destroy(),
  };
  return store;
}
