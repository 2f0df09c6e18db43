import {
  DialectError,
  KnexDialectDb,
  type ColumnDefinition,
  type ForeignKeyDefinition,
  type DbObjectDefinition,
  type DbObjectKind,
  type DbObjectRead,
  type Dialect,
  type IntrospectOptions,
  type Knex,
  type RawRunAnswer,
  type RawRunOptions,
  type SchemaSnapshot,
} from '@plinth/sdk/server';
import { introspectSqlite } from './introspect.js';
import { runSqliteRaw } from './raw.js';
import { rebuildTable, type RebuildColumn } from './rebuild.js';

/**
 * An open SQLite file. Adding plain columns, renames and drops of tables use SQLite's ALTER
 * TABLE; type / nullability / default changes, column drops and foreign keys rebuild the table.
 */
export class SqliteDb extends KnexDialectDb {
  protected readonly nowExpression = 'CURRENT_TIMESTAMP';

  constructor(
    dialect: Dialect,
    knex: Knex,
    /** The database file (the SQL editor's runner opens it on its own). */
    private readonly file: string,
  ) {
    super(dialect, knex, undefined);
  }

  runRaw(statements: readonly string[], options: RawRunOptions): Promise<RawRunAnswer> {
    return runSqliteRaw(this.file, statements, options);
  }

  protected literal(value: string): string {
    return `'${value.replace(/'/g, "''")}'`;
  }

  protected booleanLiteral(value: boolean): string {
    return value ? '1' : '0';
  }

  introspect(options?: IntrospectOptions): Promise<SchemaSnapshot> {
    return introspectSqlite(this.knex, options);
  }

  // knex's SQLite compiler would run its own rebuild for these (it splices table names into
  // SQL strings); they are not single statements here, so there is no builder to preview.
  override alterColumnBuilder(): never {
    throw new DialectError('unsupported', 'SQLite changes a column by rebuilding the table: use alterColumn');
  }
  override dropColumnBuilder(): never {
    throw new DialectError('unsupported', 'SQLite drops a column by rebuilding the table: use dropColumn');
  }
  override addForeignKeyBuilder(): never {
    throw new DialectError('unsupported', 'SQLite adds a foreign key by rebuilding the table: use addForeignKey');
  }
  override dropForeignKeyBuilder(): never {
    throw new DialectError('unsupported', 'SQLite drops a foreign key by rebuilding the table: use dropForeignKey');
  }

  private rebuildColumn(column: ColumnDefinition, from: string | null): RebuildColumn {
    const native = this.dialect.types.nativeFor(column);
    const def = this.defaultSql(column, native);
    return {
      name: this.name(column.cn, 'Column name'),
      type: this.renderType(native),
      notNull: Boolean(column.rqd),
      defaultSql: def ?? null,
      from,
    };
  }

  override async addColumn(tn: string, column: ColumnDefinition): Promise<void> {
    this.assertAddable(column.uidt);
    const spec = this.rebuildColumn(column, null);
    // ALTER TABLE ADD COLUMN takes neither non-constant defaults nor NOT NULL without a default.
    const simple = !column.pk && spec.defaultSql !== this.nowExpression && !(spec.notNull && spec.defaultSql === null);
    if (simple) return super.addColumn(tn, column);
    await this.mapped(
      rebuildTable(this.knex, this.name(tn, 'Table name'), (s) => {
        if (s.columns.some((c) => c.name === spec.name)) throw new DialectError('invalidInput', `Column '${spec.name}' already exists`);
        s.columns.push(spec);
      }),
    );
  }

  override async alterColumn(tn: string, cn: string, column: ColumnDefinition): Promise<void> {
    if (column.cn !== cn) throw new DialectError('invalidInput', 'alterColumn keeps the name; use renameColumn');
    const spec = this.rebuildColumn(column, cn);
    await this.mapped(
      rebuildTable(this.knex, this.name(tn, 'Table name'), (s, table) => {
        const i = s.columns.findIndex((c) => c.name === cn);
        if (i < 0) throw new DialectError('invalidInput', `Column '${cn}' does not exist in '${tn}'`);
        const current = table.columns[i]!;
        // The key keeps numbering itself: changing the rowid column's type is not a column edit.
        s.columns[i] = current.autoIncrement ? s.columns[i]! : { ...spec, notNull: spec.notNull || current.pk };
      }),
    );
  }

  override async dropColumn(tn: string, cn: string): Promise<void> {
    await this.mapped(
      rebuildTable(this.knex, this.name(tn, 'Table name'), (s) => {
        if (!s.columns.some((c) => c.name === cn)) throw new DialectError('invalidInput', `Column '${cn}' does not exist in '${tn}'`);
        if (s.primaryKey.includes(cn)) throw new DialectError('unsupported', `Column '${cn}' is part of the primary key`);
        s.columns = s.columns.filter((c) => c.name !== cn);
        s.foreignKeys = s.foreignKeys.filter((f) => !f.columns.includes(cn));
      }),
    );
  }

  override async addForeignKey(fk: ForeignKeyDefinition): Promise<void> {
    const [tn, cn] = [this.name(fk.tn, 'Table name'), this.name(fk.cn, 'Column name')];
    const [rtn, rcn] = [this.name(fk.rtn, 'Table name'), this.name(fk.rcn, 'Column name')];
    await this.mapped(
      rebuildTable(this.knex, tn, (s) => {
        if (!s.columns.some((c) => c.name === cn)) throw new DialectError('invalidInput', `Column '${cn}' does not exist in '${tn}'`);
        s.foreignKeys.push({
          name: this.fkName(tn, cn),
          columns: [cn],
          refTable: rtn,
          refColumns: [rcn],
          onDelete: fk.onDelete ?? 'NO ACTION',
          onUpdate: fk.onUpdate ?? 'NO ACTION',
        });
      }),
    );
  }

  override async dropForeignKey(tn: string, cn: string): Promise<void> {
    await this.mapped(
      rebuildTable(this.knex, this.name(tn, 'Table name'), (s) => {
        const before = s.foreignKeys.length;
        s.foreignKeys = s.foreignKeys.filter((f) => !(f.columns.length === 1 && f.columns[0] === cn));
        if (s.foreignKeys.length === before) throw new DialectError('invalidInput', `No foreign key on '${tn}'.'${cn}'`);
      }),
    );
  }

  /** SQLite reads a view's SELECT only when it is used: a view that cannot be read is refused at once (in the same transaction). */
  protected override createObjectStatements(def: DbObjectDefinition): string[] {
    const statements = super.createObjectStatements(def);
    return def.kind === 'view' ? [...statements, `select * from ${this.ident(def.name, 'View name')} limit 0`] : statements;
  }

  override async readObject(kind: DbObjectKind, name: string): Promise<DbObjectRead | undefined> {
    if (kind === 'index') return this.readIndex(name);
    if (kind !== 'view' && kind !== 'trigger') return undefined;
    const [r] = await this.knex.raw<{ sql: string; tbl_name: string }[]>(
      'select sql, tbl_name from sqlite_schema where type = ? and name = ?',
      [kind, name],
    );
    if (!r) return undefined;
    if (kind === 'trigger') return { definition: { kind, name, sql: r.sql, table: r.tbl_name } };
    // The SELECT after `AS` of the stored CREATE VIEW (quoted names and a column list skipped).
    const body =
      /^\s*create\s+(?:temp(?:orary)?\s+)?view\s+(?:if\s+not\s+exists\s+)?(?:"(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\]|[^\s(]+)\s*(?:\([^)]*\)\s*)?as\s+([\s\S]*)$/i.exec(
        r.sql,
      );
    return { definition: { kind, name, select: (body?.[1] ?? r.sql).trim() } };
  }
}
