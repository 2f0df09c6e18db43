import {
  constraintName,
  DialectError,
  KnexDialectDb,
  type ColumnDefinition,
  type DbObjectDefinition,
  type DbObjectKind,
  type DbObjectRead,
  type SequenceSettings,
  type IntrospectOptions,
  type SchemaSnapshot,
  type Knex,
} from '@plinth/sdk/server';
import { introspectMssql } from './introspect.js';
import { mssqlLiteral } from './literal.js';

/**
 * An open SQL Server database. Column changes, drops and renames are written here rather than
 * by knex's compiler, which splices table and column names into string literals for them;
 * names reach the server as bound values (QUOTENAME on the server) or `??` identifiers.
 */
export class MssqlDb extends KnexDialectDb {
  protected readonly nowExpression = 'CURRENT_TIMESTAMP';

  protected literal(value: string): string {
    return mssqlLiteral(value);
  }

  protected booleanLiteral(value: boolean): string {
    return value ? '1' : '0';
  }

  introspect(options?: IntrospectOptions): Promise<SchemaSnapshot> {
    return introspectMssql(this.knex, this.schema ?? 'dbo', options);
  }

  private get schemaName(): string {
    return this.schema ?? 'dbo';
  }

  /** Drops the default constraint of a column if it has one (looked up by bound names). */
  dropDefaultStatement(tn: string, cn: string, k: Knex = this.knex): Knex.Raw {
    return k.raw(
      `declare @df sysname = (select dc.name from sys.default_constraints dc
         join sys.columns c on c.object_id = dc.parent_object_id and c.column_id = dc.parent_column_id
         join sys.tables t on t.object_id = dc.parent_object_id join sys.schemas s on s.schema_id = t.schema_id
         where s.name = ? and t.name = ? and c.name = ?);
       if @df is not null exec('alter table ' + quotename(?) + '.' + quotename(?) + ' drop constraint ' + quotename(@df));`,
      [this.schemaName, tn, cn, this.schemaName, tn],
    );
  }

  /** Type, nullability and default of an existing column: three statements, one transaction. */
  alterColumnStatements(tn: string, cn: string, column: ColumnDefinition, k: Knex = this.knex): Knex.Raw[] {
    const table = this.qualified(this.name(tn, 'Table name'));
    const col = this.name(cn, 'Column name');
    if (column.cn !== cn) throw new DialectError('invalidInput', 'alterColumn keeps the name; use renameColumn');
    if (this.isAutoIncrement(column)) throw new DialectError('unsupported', 'SQL Server cannot turn an existing column into an identity');
    const native = this.dialect.types.nativeFor(column);
    const def = this.defaultSql(column, native);
    const statements = [
      this.dropDefaultStatement(tn, cn, k),
      k.raw(`alter table ?? alter column ?? ${this.renderType(native)} ${column.rqd || column.pk ? 'not null' : 'null'}`, [table, col]),
    ];
    if (def !== undefined) {
      const name = constraintName([tn, cn], 'df', this.dialect.capabilities.maxIdentifierLength);
      statements.push(k.raw(`alter table ?? add constraint ?? default ${def} for ??`, [table, name, col]));
    }
    return statements;
  }

  dropColumnStatements(tn: string, cn: string, k: Knex = this.knex): Knex.Raw[] {
    const table = this.qualified(this.name(tn, 'Table name'));
    const col = this.name(cn, 'Column name');
    return [this.dropDefaultStatement(tn, cn, k), k.raw('alter table ?? drop column ??', [table, col])];
  }

  renameColumnStatement(tn: string, from: string, to: string, k: Knex = this.knex): Knex.Raw {
    const names = [this.schemaName, this.name(tn, 'Table name'), this.name(from, 'Column name'), this.name(to, 'Column name')];
    return k.raw(
      `declare @obj nvarchar(1000) = quotename(?) + '.' + quotename(?) + '.' + quotename(?); exec sp_rename @obj, ?, 'COLUMN';`,
      names,
    );
  }

  renameTableStatement(from: string, to: string, k: Knex = this.knex): Knex.Raw {
    const names = [this.schemaName, this.name(from, 'Table name'), this.name(to, 'Table name')];
    return k.raw(`declare @obj nvarchar(600) = quotename(?) + '.' + quotename(?); exec sp_rename @obj, ?;`, names);
  }

  // knex's SQL Server compiler splices names into strings for these: use the statements above.
  override alterColumnBuilder(): never {
    throw new DialectError('unsupported', 'Use alterColumnStatements on SQL Server');
  }
  override dropColumnBuilder(): never {
    throw new DialectError('unsupported', 'Use dropColumnStatements on SQL Server');
  }
  override renameColumnBuilder(): never {
    throw new DialectError('unsupported', 'Use renameColumnStatement on SQL Server');
  }
  override renameTableBuilder(): never {
    throw new DialectError('unsupported', 'Use renameTableStatement on SQL Server');
  }

  private async runAll(statements: (k: Knex) => Knex.Raw[]): Promise<void> {
    await this.change(async (k) => {
      for (const s of statements(k)) await s;
    });
  }

  override alterColumn(tn: string, cn: string, column: ColumnDefinition): Promise<void> {
    return this.runAll((k) => this.alterColumnStatements(tn, cn, column, k));
  }

  override dropColumn(tn: string, cn: string): Promise<void> {
    return this.runAll((k) => this.dropColumnStatements(tn, cn, k));
  }

  override renameColumn(tn: string, from: string, to: string): Promise<void> {
    return this.runAll((k) => [this.renameColumnStatement(tn, from, to, k)]);
  }

  override renameTable(from: string, to: string): Promise<void> {
    return this.runAll((k) => [this.renameTableStatement(from, to, k)]);
  }

  /** `?` escaped from knex's bindings (`@p0`); a CREATE of a routine, view or trigger is its own batch. */
  protected override objectQuery(k: Knex, sql: string): Knex.Raw {
    return k.raw(sql.replace(/\?/g, '\\?'));
  }

  /** SQL Server's sequences are typed; ALTER SEQUENCE has no START WITH (only RESTART). */
  protected override sequenceClauses(s: SequenceSettings, create: boolean): string {
    const n = (v: number, what: string) => this.sequenceNumber(v, what);
    return [
      ...(create ? ['as bigint', `start with ${n(s.start, 'Start')}`] : []),
      `increment by ${n(s.increment, 'Increment')}`,
      s.min === null ? 'no minvalue' : `minvalue ${n(s.min, 'Minimum')}`,
      s.max === null ? 'no maxvalue' : `maxvalue ${n(s.max, 'Maximum')}`,
      s.cycle ? 'cycle' : 'no cycle',
    ].join(' ');
  }

  protected override dropObjectStatements(def: DbObjectDefinition): string[] {
    if (def.kind === 'index') {
      return [`drop index if exists ${this.ident(def.name, 'Index name')} on ${this.qualifiedIdent(def.table, 'Table name')}`];
    }
    return super.dropObjectStatements(def);
  }

  override async readObject(kind: DbObjectKind, name: string): Promise<DbObjectRead | undefined> {
    const schema = this.schema ?? 'dbo';
    if (kind === 'index') return this.readIndex(name);
    if (kind === 'sequence') {
      const [r] = (await this.knex.raw(
        `select cast(q.start_value as nvarchar(40)) as start, cast(q.increment as nvarchar(40)) as inc, cast(q.minimum_value as nvarchar(40)) as min,
                cast(q.maximum_value as nvarchar(40)) as max, q.is_cycling as cycle, cast(q.current_value as nvarchar(40)) as cur,
                q.last_used_value as used
         from sys.sequences q join sys.schemas s on s.schema_id = q.schema_id where s.name = ? and q.name = ?`,
        [schema, name],
      )) as Record<string, unknown>[];
      const bound = (v: unknown) => (Number.isSafeInteger(Number(v)) ? Number(v) : null);
      return (
        r && {
          definition: {
            kind,
            name,
            sequence: { start: Number(r.start), increment: Number(r.inc), min: bound(r.min), max: bound(r.max), cycle: Boolean(r.cycle) },
          },
          currentValue: r.used === null || r.used === undefined ? null : String(r.cur),
        }
      );
    }
    const types = { view: ['V'], function: ['FN', 'IF', 'TF'], procedure: ['P'], trigger: ['TR'] }[kind];
    const [r] = (await this.knex.raw(
      `select m.definition as def, object_name(o.parent_object_id) as tbl from sys.sql_modules m join sys.objects o on o.object_id = m.object_id
       join sys.schemas s on s.schema_id = o.schema_id where s.name = ? and o.name = ? and o.type in (${types.map(() => '?').join(', ')})`,
      [schema, name, ...types],
    )) as Record<string, unknown>[];
    if (!r) return undefined;
    const sql = String(r.def).trim();
    if (kind === 'view') {
      const body = /\bas\s+([\s\S]*)$/i.exec(sql.replace(/^[\s\S]*?\bview\b/i, ''));
      return { definition: { kind, name, select: (body?.[1] ?? sql).trim() } };
    }
    if (kind === 'trigger') return { definition: { kind, name, sql, table: String(r.tbl) } };
    return { definition: { kind, name, sql } };
  }
}
