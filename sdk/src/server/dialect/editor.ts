/**
 * The shared half of a `DialectDb`: schema editing on the knex schema builder, which quotes
 * every identifier. Dialect plugins subclass it, supply introspection, and override the
 * operations their database (or knex's compiler for it) handles differently.
 */
import type { Knex } from 'knex';
import type { Uidt } from '../../entities.js';
import { isReservedTableName } from '../../constants.js';
import type {
  ColumnDefinition,
  Dialect,
  DialectDb,
  ForeignKeyDefinition,
  IntrospectedColumn,
  IntrospectOptions,
  JunctionDefinition,
  SchemaSnapshot,
  TableDefinition,
} from '../dialect.js';
import { DialectError } from './errors.js';
import { checkIdentifier, constraintName } from './identifiers.js';
import {
  databaseMessage,
  DB_OBJECT_KINDS,
  type DbObjectDefinition,
  type DbObjectEditor,
  type DbObjectKind,
  type DbObjectRead,
  type SequenceSettings,
} from './objects.js';
import { AUTO_INCREMENT_UIDT, type NativeType } from './uidt.js';

type Builder = Knex.CreateTableBuilder | Knex.AlterTableBuilder;

export abstract class KnexDialectDb implements DialectDb, DbObjectEditor {
  constructor(
    readonly dialect: Dialect,
    readonly knex: Knex,
    readonly schema: string | undefined,
  ) {}

  abstract introspect(options?: IntrospectOptions): Promise<SchemaSnapshot>;

  /** A string as an SQL literal of this dialect (must survive knex's `?` handling). */
  protected abstract literal(value: string): string;
  protected abstract booleanLiteral(value: boolean): string;
  /** Expression for "now" defaults (CreateTime, LastModifiedTime). */
  protected abstract readonly nowExpression: string;

  close(): Promise<void> {
    return this.knex.destroy();
  }

  // ---- helpers -------------------------------------------------------------------------

  protected name(value: unknown, what = 'Name'): string {
    return checkIdentifier(value, this.dialect.capabilities.maxIdentifierLength, what);
  }

  /** The name of a new table (created, renamed to, a junction): `name` and what the database reserves. */
  protected tableName(value: unknown): string {
    const tn = this.name(value, 'Table name');
    const reserved = isReservedTableName(tn) ? `Table name '${tn}' is reserved` : this.reservedTableName(tn);
    if (reserved) throw new DialectError('invalidInput', reserved);
    return tn;
  }

  /** Why this database would not read a table of this name as the table (a dialect overrides it); undefined when it would. */
  protected reservedTableName(_tn: string): string | undefined {
    return undefined;
  }

  protected schemaBuilder(k: Knex = this.knex): Knex.SchemaBuilder {
    return this.schema ? k.schema.withSchema(this.schema) : k.schema;
  }

  /** `schema.table` for references (names never contain dots: `checkIdentifier`). */
  protected qualified(tn: string): string {
    return this.schema ? `${this.schema}.${tn}` : tn;
  }

  /**
   * Runs a schema change in a transaction where the dialect rolls DDL back with it; a failure
   * surfaces as a `DialectError` (a 4xx with the database's message).
   */
  protected change<T>(fn: (k: Knex) => Promise<T>): Promise<T> {
    return this.mapped(this.dialect.capabilities.transactionalDdl ? this.knex.transaction((trx) => fn(trx)) : fn(this.knex));
  }

  /** Maps a failure of `work` to a `DialectError`. */
  protected mapped<T>(work: Promise<T>): Promise<T> {
    return work.catch((err: unknown) => {
      throw this.dialect.mapError(err);
    });
  }

  protected renderType(native: NativeType): string {
    return `${native.dt}${native.dtxp ? `(${native.dtxp})` : ''}${native.suffix ? ` ${native.suffix}` : ''}`;
  }

  /** Default clause value for a column, or undefined for none. */
  protected defaultSql(column: ColumnDefinition, native: NativeType): string | undefined {
    if (column.uidt === 'CreateTime' || column.uidt === 'LastModifiedTime') return this.nowExpression;
    const value = column.cdf;
    if (value === undefined || value === null || value === '') return undefined;
    const family = this.dialect.types.familyOf(native.dt);
    if (family === 'integer' || family === 'decimal' || family === 'year') {
      const text = String(value).trim();
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw new DialectError('invalidInput', `Default '${text}' of ${column.cn} is not a number`);
      return text;
    }
    if (family === 'boolean') return this.booleanLiteral(/^(1|true|t|yes|y|on)$/i.test(String(value).trim()));
    return this.literal(String(value));
  }

  protected isAutoIncrement(column: ColumnDefinition): boolean {
    return AUTO_INCREMENT_UIDT.includes(column.uidt) || Boolean(column.ai && column.pk);
  }

  /** Adds (or, with `alter`, changes) one column on a table builder. */
  protected defineColumn(t: Builder, column: ColumnDefinition, options: { alter?: boolean; inlinePk?: boolean } = {}): void {
    const cn = this.name(column.cn, 'Column name');
    if (this.isAutoIncrement(column) && !options.alter) {
      t.increments(cn, { primaryKey: options.inlinePk ?? true });
      return;
    }
    const native = this.dialect.types.nativeFor(column);
    const b = t.specificType(cn, this.renderType(native));
    if (column.rqd || column.pk) b.notNullable();
    else b.nullable();
    const def = this.defaultSql(column, native);
    if (def !== undefined) b.defaultTo(this.knex.raw(def));
    if (options.alter) b.alter();
  }

  protected async columnOf(tn: string, cn: string): Promise<IntrospectedColumn> {
    const table = (await this.introspect({ tables: [tn] })).tables.find((t) => t.name === tn);
    if (!table) throw new DialectError('invalidInput', `Table '${tn}' does not exist`);
    const column = table.columns.find((c) => c.name === cn);
    if (!column) throw new DialectError('invalidInput', `Column '${cn}' does not exist in '${tn}'`);
    return column;
  }

  protected fkName(tn: string, cn: string): string {
    return constraintName([tn, cn], 'fk', this.dialect.capabilities.maxIdentifierLength);
  }

  // ---- SchemaEditor --------------------------------------------------------------------

  // Statement builders: lazy knex schema builders, run by the operations below and shown
  // with `.toString()` / `.toSQL()` in tests without a server.

  createTableBuilder(table: TableDefinition, k: Knex = this.knex): Knex.SchemaBuilder {
    const tn = this.tableName(table.tn);
    if (!table.columns.length) throw new DialectError('invalidInput', `Table '${tn}' needs at least one column`);
    const pks = table.columns.filter((c) => c.pk || this.isAutoIncrement(c));
    const compositePk = pks.length > 1;
    return this.schemaBuilder(k).createTable(tn, (t) => {
      for (const c of table.columns) this.defineColumn(t, c, { inlinePk: !compositePk });
      const pkName = constraintName([tn], 'pkey', this.dialect.capabilities.maxIdentifierLength);
      if (pks.length === 1 && !this.isAutoIncrement(pks[0]!)) t.primary([pks[0]!.cn], pkName);
      if (compositePk)
        t.primary(
          pks.map((c) => c.cn),
          pkName,
        );
    });
  }

  renameTableBuilder(from: string, to: string, k: Knex = this.knex): Knex.SchemaBuilder {
    // knex types say Promise<void>; at run time it is the (lazy) schema builder.
    return this.schemaBuilder(k).renameTable(this.name(from, 'Table name'), this.tableName(to)) as unknown as Knex.SchemaBuilder;
  }

  dropTableBuilder(tn: string, k: Knex = this.knex): Knex.SchemaBuilder {
    return this.schemaBuilder(k).dropTable(this.name(tn, 'Table name'));
  }

  addColumnBuilder(tn: string, column: ColumnDefinition, k: Knex = this.knex): Knex.SchemaBuilder {
    this.assertAddable(column.uidt);
    return this.schemaBuilder(k).alterTable(this.name(tn, 'Table name'), (t) => this.defineColumn(t, column, { inlinePk: false }));
  }

  alterColumnBuilder(tn: string, cn: string, column: ColumnDefinition, k: Knex = this.knex): Knex.SchemaBuilder {
    if (column.cn !== cn) throw new DialectError('invalidInput', 'alterColumn keeps the name; use renameColumn');
    return this.schemaBuilder(k).alterTable(this.name(tn, 'Table name'), (t) => this.defineColumn(t, column, { alter: true }));
  }

  renameColumnBuilder(tn: string, from: string, to: string, k: Knex = this.knex): Knex.SchemaBuilder {
    const [a, b] = [this.name(from, 'Column name'), this.name(to, 'Column name')];
    return this.schemaBuilder(k).alterTable(this.name(tn, 'Table name'), (t) => t.renameColumn(a, b));
  }

  dropColumnBuilder(tn: string, cn: string, k: Knex = this.knex): Knex.SchemaBuilder {
    const col = this.name(cn, 'Column name');
    return this.schemaBuilder(k).alterTable(this.name(tn, 'Table name'), (t) => t.dropColumn(col));
  }

  addForeignKeyBuilder(fk: ForeignKeyDefinition, k: Knex = this.knex): Knex.SchemaBuilder {
    const tn = this.name(fk.tn, 'Table name');
    const cn = this.name(fk.cn, 'Column name');
    const rtn = this.name(fk.rtn, 'Table name');
    const rcn = this.name(fk.rcn, 'Column name');
    return this.schemaBuilder(k).alterTable(tn, (t) => {
      const b = t.foreign(cn, this.fkName(tn, cn)).references(rcn).inTable(this.qualified(rtn));
      if (fk.onDelete) b.onDelete(fk.onDelete);
      if (fk.onUpdate) b.onUpdate(fk.onUpdate);
    });
  }

  dropForeignKeyBuilder(tn: string, cn: string, fkName: string, k: Knex = this.knex): Knex.SchemaBuilder {
    return this.schemaBuilder(k).alterTable(this.name(tn, 'Table name'), (t) => t.dropForeign([cn], fkName));
  }

  protected assertAddable(uidt: Uidt): void {
    if (!this.dialect.types.addable.includes(uidt)) {
      throw new DialectError('unsupported', `${this.dialect.displayName} cannot add a ${uidt} column to an existing table`);
    }
  }

  // ---- SchemaEditor --------------------------------------------------------------------

  async createTable(table: TableDefinition): Promise<void> {
    await this.change(async (k) => void (await this.createTableBuilder(table, k)));
  }

  async renameTable(from: string, to: string): Promise<void> {
    await this.change(async (k) => void (await this.renameTableBuilder(from, to, k)));
  }

  async dropTable(tn: string): Promise<void> {
    await this.change(async (k) => void (await this.dropTableBuilder(tn, k)));
  }

  async addColumn(tn: string, column: ColumnDefinition): Promise<void> {
    await this.change(async (k) => void (await this.addColumnBuilder(tn, column, k)));
  }

  async alterColumn(tn: string, cn: string, column: ColumnDefinition): Promise<void> {
    await this.change(async (k) => void (await this.alterColumnBuilder(tn, cn, column, k)));
  }

  async renameColumn(tn: string, from: string, to: string): Promise<void> {
    await this.change(async (k) => void (await this.renameColumnBuilder(tn, from, to, k)));
  }

  async dropColumn(tn: string, cn: string): Promise<void> {
    await this.change(async (k) => void (await this.dropColumnBuilder(tn, cn, k)));
  }

  async addForeignKey(fk: ForeignKeyDefinition): Promise<void> {
    await this.change(async (k) => void (await this.addForeignKeyBuilder(fk, k)));
  }

  async dropForeignKey(tn: string, cn: string): Promise<void> {
    const name = this.name(tn, 'Table name');
    const fk = (await this.introspect({ tables: [name] })).tables[0]?.foreignKeys.find(
      (f) => f.columns.length === 1 && f.columns[0] === cn,
    );
    if (!fk) throw new DialectError('invalidInput', `No foreign key on '${tn}'.'${cn}'`);
    await this.change(async (k) => void (await this.dropForeignKeyBuilder(name, cn, fk.name, k)));
  }

  /** Native type of a referenced key column, for the column pointing at it. */
  protected referenceType(column: IntrospectedColumn): string {
    if (!/^[a-z][a-z0-9 ,()]*$/i.test(column.columnType)) {
      throw new DialectError('unsupported', `Cannot reference a column of type '${column.columnType}'`);
    }
    return column.columnType;
  }

  /** The junction table with both foreign keys, given the referenced key columns' native types. */
  junctionTableBuilder(j: JunctionDefinition, types: { parent: string; child: string }, k: Knex = this.knex): Knex.SchemaBuilder {
    const vtn = this.tableName(j.vtn);
    const [vcn, vrcn] = [this.name(j.vcn, 'Column name'), this.name(j.vrcn, 'Column name')];
    if (vcn === vrcn) throw new DialectError('invalidInput', 'Junction columns need two different names');
    const [tn, cn, rtn, rcn] = [
      this.name(j.tn, 'Table name'),
      this.name(j.cn, 'Column name'),
      this.name(j.rtn, 'Table name'),
      this.name(j.rcn, 'Column name'),
    ];
    return this.schemaBuilder(k).createTable(vtn, (t) => {
      t.specificType(vcn, types.parent).notNullable();
      t.specificType(vrcn, types.child).notNullable();
      t.primary([vcn, vrcn], constraintName([vtn], 'pkey', this.dialect.capabilities.maxIdentifierLength));
      t.foreign(vcn, this.fkName(vtn, vcn)).references(cn).inTable(this.qualified(tn)).onDelete('CASCADE');
      t.foreign(vrcn, this.fkName(vtn, vrcn)).references(rcn).inTable(this.qualified(rtn)).onDelete('CASCADE');
    });
  }

  async createJunctionTable(j: JunctionDefinition): Promise<void> {
    const parent = await this.columnOf(this.name(j.tn, 'Table name'), j.cn);
    const child = await this.columnOf(this.name(j.rtn, 'Table name'), j.rcn);
    const types = { parent: this.referenceType(parent), child: this.referenceType(child) };
    await this.change(async (k) => void (await this.junctionTableBuilder(j, types, k)));
  }

  // ---- database objects (views, routines, triggers, sequences, indexes) -----------------

  get objectKinds(): DbObjectKind[] {
    const c = this.dialect.capabilities;
    const has: Record<DbObjectKind, boolean> = {
      view: true,
      index: true,
      function: c.functions,
      procedure: c.procedures,
      sequence: c.sequences,
      trigger: c.triggers,
    };
    return DB_OBJECT_KINDS.filter((kind) => has[kind]);
  }

  /** A checked name as a quoted identifier of this dialect (knex quotes it). */
  protected ident(name: string, what = 'Name'): string {
    return this.knex.raw('??', [this.name(name, what)]).toQuery();
  }

  /** A checked name in the database's schema, quoted (`"public"."v"`, `[dbo].[v]`). */
  protected qualifiedIdent(name: string, what = 'Name'): string {
    return this.knex.raw('??', [this.qualified(this.name(name, what))]).toQuery();
  }

  /** An integer of a sequence's settings as SQL (checked, never spliced text). */
  protected sequenceNumber(value: number, what: string): string {
    if (!Number.isSafeInteger(value)) throw new DialectError('invalidInput', `${what} must be a whole number`);
    return String(value);
  }

  /** The clauses of CREATE / ALTER SEQUENCE (standard SQL; MariaDB and SQL Server adjust). */
  protected sequenceClauses(s: SequenceSettings, _create: boolean): string {
    const n = (v: number, what: string) => this.sequenceNumber(v, what);
    return [
      `increment by ${n(s.increment, 'Increment')}`,
      s.min === null ? 'no minvalue' : `minvalue ${n(s.min, 'Minimum')}`,
      s.max === null ? 'no maxvalue' : `maxvalue ${n(s.max, 'Maximum')}`,
      `start with ${n(s.start, 'Start')}`,
      s.cycle ? 'cycle' : 'no cycle',
    ].join(' ');
  }

  protected createObjectStatements(def: DbObjectDefinition): string[] {
    switch (def.kind) {
      case 'view':
        return [`create view ${this.qualifiedIdent(def.name, 'View name')} as ${def.select}`];
      case 'function':
      case 'procedure':
      case 'trigger':
        return [def.sql];
      case 'sequence':
        return [`create sequence ${this.qualifiedIdent(def.name, 'Sequence name')} ${this.sequenceClauses(def.sequence, true)}`];
      case 'index': {
        if (!def.columns.length) throw new DialectError('invalidInput', 'An index needs at least one column');
        const columns = def.columns.map((c) => this.ident(c, 'Column name')).join(', ');
        return [
          `create ${def.unique ? 'unique ' : ''}index ${this.ident(def.name, 'Index name')} on ${this.qualifiedIdent(def.table, 'Table name')} (${columns})`,
        ];
      }
    }
  }

  protected dropObjectStatements(def: DbObjectDefinition): string[] {
    switch (def.kind) {
      case 'view':
        return [`drop view if exists ${this.qualifiedIdent(def.name, 'View name')}`];
      case 'function':
      case 'procedure':
      case 'sequence':
        return [`drop ${def.kind} if exists ${this.qualifiedIdent(def.name, `${def.kind} name`)}`];
      case 'trigger':
        return [`drop trigger if exists ${this.qualifiedIdent(def.name, 'Trigger name')}`];
      case 'index':
        return [`drop index if exists ${this.qualifiedIdent(def.name, 'Index name')}`];
    }
  }

  /** One statement (or a few) that replace `from` by `to` in place, where the dialect has them; else drop + create. */
  protected replaceInPlaceStatements(from: DbObjectDefinition, to: DbObjectDefinition): string[] | undefined {
    if (from.kind === 'sequence' && to.kind === 'sequence' && from.name === to.name) {
      return [`alter sequence ${this.qualifiedIdent(to.name, 'Sequence name')} ${this.sequenceClauses(to.sequence, false)}`];
    }
    return undefined;
  }

  replaceObjectStatements(from: DbObjectDefinition | null, to: DbObjectDefinition | null): string[] {
    if (from && to && from.kind !== to.kind) throw new DialectError('invalidInput', 'An object keeps its kind');
    for (const def of [from, to]) {
      if (def && !this.objectKinds.includes(def.kind)) {
        throw new DialectError('unsupported', `${this.dialect.displayName} has no ${def.kind}s`);
      }
    }
    if (from && to)
      return this.replaceInPlaceStatements(from, to) ?? [...this.dropObjectStatements(from), ...this.createObjectStatements(to)];
    if (from) return this.dropObjectStatements(from);
    if (to) return this.createObjectStatements(to);
    return [];
  }

  /** One statement the user may have written, run as it is (dialects escape what knex would read as a binding). */
  protected objectQuery(k: Knex, sql: string): Knex.Raw {
    return k.raw(sql);
  }

  private async runObjectStatement(k: Knex, sql: string): Promise<void> {
    try {
      await this.objectQuery(k, sql);
    } catch (err) {
      throw this.objectRefusal(err, sql);
    }
  }

  /** The database's refusal of an object statement: a 400 with its own message. */
  protected objectRefusal(err: unknown, sql: string): DialectError {
    return new DialectError('invalidInput', databaseMessage(err, sql).slice(0, 2000), err);
  }

  /** Runs the statements of one change in one transaction (where DDL is transactional). */
  protected async runObjectTransaction(steps: readonly string[]): Promise<void> {
    await this.knex.transaction(async (trx) => {
      for (const sql of steps) await this.runObjectStatement(trx, sql);
    });
  }

  async replaceObject(from: DbObjectDefinition | null, to: DbObjectDefinition | null): Promise<void> {
    const steps = this.replaceObjectStatements(from, to);
    if (this.dialect.capabilities.transactionalDdl) {
      await this.runObjectTransaction(steps);
      return;
    }
    // DDL commits at once here: when the new definition is refused after the old one was
    // dropped, the old one is created again, so a refused change leaves the database as it was.
    const drops = from && to && !this.replaceInPlaceStatements(from, to) ? this.dropObjectStatements(from).length : 0;
    for (const [i, sql] of steps.entries()) {
      try {
        await this.runObjectStatement(this.knex, sql);
      } catch (err) {
        if (from && i >= drops && drops > 0) {
          for (const again of this.createObjectStatements(from)) await this.runObjectStatement(this.knex, again).catch(() => undefined);
        }
        throw err;
      }
    }
  }

  /** The object as the database has it now; each dialect reads its catalog. */
  readObject(_kind: DbObjectKind, _name: string): Promise<DbObjectRead | undefined> {
    return Promise.reject(new DialectError('unsupported', `${this.dialect.displayName} cannot read object definitions yet`));
  }

  /** An index of a table as a definition (from introspection; primary keys are not indexes here). */
  protected async readIndex(name: string): Promise<DbObjectRead | undefined> {
    const tables = (await this.introspect()).tables;
    for (const t of tables) {
      const index = t.indexes.find((i) => i.name === name && !i.primary);
      if (index) return { definition: { kind: 'index', name, table: t.name, columns: index.columns, unique: index.unique } };
    }
    return undefined;
  }
}
