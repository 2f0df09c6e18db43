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
  {
    name: '002_installed_plugins',
    async up(knex) {
      // Plugins installed at run time: loaded again at every start from their folder.
      await knex.schema.createTable('plinth_installed_plugins', (t) => {
        t.string('id', 64).primary();
        t.string('package', 214).notNullable();
        t.string('version', 64).notNullable();
        t.string('source', 16).notNullable();
        /** The install's folder under `<data>/plugins/<id>/`. */
        t.string('install_id', 64).notNullable();
        /** The package's `plinth` manifest (JSON). */
        t.text('manifest').notNullable();
        t.timestamp('installed_at').notNullable();
      });
      // Meta tables an installed plugin's migrations created: kept past an uninstall (with its
      // recorded migrations) until the admin asks to drop them.
      await knex.schema.createTable('plinth_plugin_tables', (t) => {
        t.string('plugin_id', 64).notNullable();
        t.string('table_name', 128).notNullable();
        t.primary(['plugin_id', 'table_name']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('plinth_plugin_tables');
      await knex.schema.dropTable('plinth_installed_plugins');
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
  /** The tables of the meta database (every plugin's and the host's). */
  tables(): Promise<string[]>;
  /** Records tables a plugin's migrations created (an installed plugin's, to drop on request). */
  recordPluginTables(pluginId: string, tables: string[]): Promise<void>;
  /** Drops the tables recorded for a plugin and forgets its migrations (an uninstall on request). */
  dropPluginTables(pluginId: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openMetaStore(dataDir: string, url?: string): Promise<MetaStore> {
  const { config, client } = metaKnexConfig(dataDir, url);
  const knex = instrumentKnex(createKnex(config));

  /**
   * Whether every one of a plugin's migrations is recorded already: one query, where knex's run
   * (its table and lock checks, then the list) takes several, for each plugin at every start.
   * Only a yes skips knex; pending ones go through knex's locked run as before.
   */
  const allApplied = async (pluginId: string, names: Set<string>) => {
    try {
      const wanted = [...names].map((n) => `${pluginId}/${n}`);
      const recorded = await knex(MIGRATIONS_TABLE).whereIn('name', wanted).count<{ n: number | string }[]>({ n: '*' });
      return Number(recorded[0]?.n ?? 0) === names.size;
    } catch {
      return false; // no table yet (the first start): knex creates it
    }
  };

  const migrate: MetaStore['migrate'] = async (pluginId, migrations) => {
    if (!migrations.length) return [];
    const names = new Set<string>();
    for (const m of migrations) {
      if (names.has(m.name)) throw new Error(`Migration '${m.name}' is declared twice`);
      names.add(m.name);
    }
    const sorted = [...migrations].sort((a, b) => a.name.localeCompare(b.name));
    if (await allApplied(pluginId, names)) return [];
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
      async forget(id) {
        await knex('plinth_plugins').where({ id }).delete();
        await knex('plinth_plugin_settings').where({ plugin_id: id }).delete();
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
    async tables() {
      if (client === 'sqlite3') {
        const rows = await knex.raw<{ name: string }[]>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
        return rows.map((r) => r.name);
      }
      if (client === 'pg') {
        const { rows } = await knex.raw<{ rows: { name: string }[] }>(
          'select tablename as name from pg_tables where schemaname = current_schema()',
        );
        return rows.map((r) => r.name);
      }
      const [rows] = await knex.raw<[{ name: string }[]]>(
        'select table_name as name from information_schema.tables where table_schema = database()',
      );
      return (rows ?? []).map((r) => r.name);
    },
    async recordPluginTables(pluginId, tables) {
      if (!tables.length) return;
      await knex('plinth_plugin_tables')
        .insert(tables.map((table_name) => ({ plugin_id: pluginId, table_name })))
        .onConflict(['plugin_id', 'table_name'])
        .ignore();
    },
    async dropPluginTables(pluginId) {
      const rows = await knex('plinth_plugin_tables').where({ plugin_id: pluginId }).select<{ table_name: string }[]>('table_name');
      // Reverse order of creation: a later table may reference an earlier one.
      for (const { table_name } of rows.reverse()) await knex.schema.dropTableIfExists(table_name);
      await knex('plinth_plugin_tables').where({ plugin_id: pluginId }).delete();
      await knex(MIGRATIONS_TABLE).where('name', 'like', `${pluginId}/%`).delete();
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
