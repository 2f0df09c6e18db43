import {
  constraintName,
  DialectError,
  KnexDialectDb,
  type ColumnDefinition,
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
}
