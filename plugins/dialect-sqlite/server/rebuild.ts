/**
 * SQLite changes a column's type, nullability or default, and adds or drops foreign keys,
 * only by rebuilding the table (https://www.sqlite.org/lang_altertable.html#otheralter):
 * create the new shape, copy the rows, drop the old table, rename, recreate indexes and
 * triggers, check foreign keys, all in one transaction with enforcement paused around it.
 *
 * knex's own SQLite rebuild splices table names into SQL strings, which breaks (or worse) on
 * names with quotes; this one reads the catalog with bound names and writes DDL through the
 * schema builder and `??` identifier bindings.
 */
import { randomBytes } from 'node:crypto';
import { DialectError, type IntrospectedTable, type ReferentialAction, type Knex } from '@plinth/sdk/server';
import { introspectSqlite } from './introspect.js';

export interface RebuildColumn {
  name: string;
  type: string;
  notNull: boolean;
  /** Default expression SQL, or null. */
  defaultSql: string | null;
  /** Column of the old table the values come from; null for a new column. */
  from: string | null;
}

interface RebuildForeignKey {
  name: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  onDelete: string;
  onUpdate: string;
}

export interface RebuildSpec {
  columns: RebuildColumn[];
  primaryKey: string[];
  /** The single INTEGER primary key was declared AUTOINCREMENT. */
  autoIncrementKeyword: boolean;
  foreignKeys: RebuildForeignKey[];
}

/** The current shape of a table as a rebuild spec. */
function specOf(table: IntrospectedTable, createSql: string): RebuildSpec {
  return {
    columns: table.columns.map((c) => ({
      name: c.name,
      type: c.columnType,
      notNull: !c.nullable && !c.autoIncrement,
      defaultSql: c.default,
      from: c.name,
    })),
    primaryKey: table.primaryKey,
    autoIncrementKeyword: /\bautoincrement\b/i.test(createSql),
    foreignKeys: table.foreignKeys.map((f) => ({ ...f })),
  };
}

const ACTIONS = new Set(['CASCADE', 'SET NULL', 'SET DEFAULT', 'RESTRICT', 'NO ACTION']);

function action(value: string): ReferentialAction | undefined {
  const v = value.toUpperCase();
  return ACTIONS.has(v) && v !== 'NO ACTION' ? (v as ReferentialAction) : undefined;
}

export async function rebuildTable(knex: Knex, tn: string, change: (spec: RebuildSpec, table: IntrospectedTable) => void): Promise<void> {
  const fkOn = (await knex.raw<{ foreign_keys: number }[]>('pragma foreign_keys'))[0]?.foreign_keys === 1;
  if (fkOn) await knex.raw('pragma foreign_keys = off');
  await knex.raw('pragma legacy_alter_table = on');
  try {
    await knex.transaction(async (trx) => {
      const table = (await introspectSqlite(trx, { tables: [tn] })).tables[0];
      if (!table) throw new DialectError('invalidInput', `Table '${tn}' does not exist`);
      const objects = await trx.raw<{ type: string; name: string; sql: string | null }[]>(
        `select type, name, sql from sqlite_schema where tbl_name = ? and type in ('table', 'index', 'trigger')`,
        [tn],
      );
      const spec = specOf(table, objects.find((o) => o.type === 'table')?.sql ?? '');
      change(spec, table);
      const tmp = `_plinth_rebuild_${randomBytes(4).toString('hex')}`;
      await createFromSpec(trx, tmp, spec);
      const copied = spec.columns.filter((c) => c.from !== null);
      if (copied.length) {
        const ids = copied.map(() => '??').join(', ');
        await trx.raw(`insert into ?? (${ids}) select ${ids} from ??`, [
          tmp,
          ...copied.map((c) => c.name),
          ...copied.map((c) => c.from!),
          tn,
        ]);
      }
      await trx.schema.dropTable(tn);
      await trx.schema.renameTable(tmp, tn);
      const kept = new Set(spec.columns.map((c) => c.from).filter(Boolean));
      for (const o of objects) {
        if (o.type === 'table' || !o.sql) continue;
        const index = table.indexes.find((i) => i.name === o.name);
        if (index && !index.columns.every((c) => kept.has(c))) continue; // indexed a dropped column
        await trx.raw(o.sql);
      }
      // UNIQUE constraints of the old definition become unique indexes.
      for (const index of table.indexes.filter((i) => i.unique && !i.primary && !objects.some((o) => o.name === i.name && o.sql))) {
        if (!index.columns.every((c) => kept.has(c))) continue;
        await trx.schema.alterTable(tn, (t) => t.unique(index.columns, { indexName: `${index.name}_u` }));
      }
      const violations = await trx.raw<unknown[]>('select * from pragma_foreign_key_check(?)', [tn]);
      if (violations.length) throw new DialectError('invalidInput', `Rows of '${tn}' violate the foreign key`);
    });
  } finally {
    await knex.raw('pragma legacy_alter_table = off');
    if (fkOn) await knex.raw('pragma foreign_keys = on');
  }
}

async function createFromSpec(trx: Knex.Transaction, name: string, spec: RebuildSpec): Promise<void> {
  const rowid = spec.primaryKey.length === 1 && spec.columns.find((c) => c.name === spec.primaryKey[0])?.type.toLowerCase() === 'integer';
  await trx.schema.createTable(name, (t) => {
    for (const c of spec.columns) {
      if (rowid && spec.autoIncrementKeyword && c.name === spec.primaryKey[0]) {
        t.increments(c.name, { primaryKey: true });
        continue;
      }
      const b = t.specificType(c.name, c.type || 'blob');
      if (c.notNull) b.notNullable();
      if (c.defaultSql !== null) b.defaultTo(trx.raw(c.defaultSql));
    }
    if (spec.primaryKey.length && !(rowid && spec.autoIncrementKeyword)) t.primary(spec.primaryKey);
    for (const fk of spec.foreignKeys) {
      const b = t.foreign(fk.columns, fk.name).references(fk.refColumns).inTable(fk.refTable);
      const onDelete = action(fk.onDelete);
      const onUpdate = action(fk.onUpdate);
      if (onDelete) b.onDelete(onDelete);
      if (onUpdate) b.onUpdate(onUpdate);
    }
  });
}
