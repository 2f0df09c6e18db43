/**
 * The dialect contract: one provider per database client (SQLite, PostgreSQL, MySQL / MariaDB,
 * SQL Server) on the multi token `DialectToken`; consumers pick one with `findDialect`.
 *
 * A Dialect turns a `DbConnection` into a knex config (pool, SSL), tests it, creates the
 * database, maps driver errors to the spec's messages, classifies its driver's constraint errors
 * (`constraintViolation`), and opens a `DialectDb`: an
 * instrumented knex with typed introspection and schema editing. Catalog queries bind table
 * and schema names as values; DDL identifiers go through knex identifier bindings.
 */
import type { Knex } from 'knex';
import { defineServiceToken } from '@plinth/kernel/contracts';
import type { ColumnMeta, DbClient, DbConnection, Uidt } from '../entities.js';
import type { ConnectionTestResult, ConstraintViolation, DialectError } from './dialect/errors.js';
import type { NativeType, TypeFamily } from './dialect/uidt.js';
import type { DbObjectEditor } from './dialect/objects.js';

export * from './dialect/errors.js';
export * from './dialect/uidt.js';
export * from './dialect/identifiers.js';
export * from './dialect/ssl.js';
export * from './dialect/editor.js';
export * from './dialect/types.js';
export * from './dialect/snapshot.js';
export * from './dialect/connect.js';
export * from './dialect/knex-client.js';
export * from './dialect/server-dialect.js';
export * from './dialect/raw-run.js';
export * from './dialect/objects.js';

/** What a dialect can do; consumers answer a clear 4xx for what it cannot. */
export interface DialectCapabilities {
  /** DDL runs inside a transaction and rolls back with it (not MySQL). */
  transactionalDdl: boolean;
  /** Tables live in a named schema (`public`, `dbo`) rather than the database itself. */
  schemas: boolean;
  functions: boolean;
  procedures: boolean;
  sequences: boolean;
  triggers: boolean;
  /** Longest table / column / constraint name, in bytes. */
  maxIdentifierLength: number;
}

export interface IntrospectedColumn {
  name: string;
  /** 1-based position. */
  ordinal: number;
  /** Native type name without arguments, lower case: `character varying`, `int`, `decimal`. */
  dt: string;
  /** Type arguments as written: `255`, `10,2`, `'a','b'` for enum / set options. */
  dtxp: string | null;
  /** Full native type as the catalog reports it: `int(10) unsigned`, `numeric(10,2)`. */
  columnType: string;
  nullable: boolean;
  /** Default expression as the catalog reports it (`'abc'::character varying`, `('x')`). */
  default: string | null;
  pk: boolean;
  autoIncrement: boolean;
  unsigned: boolean;
  /** The uidt this native column maps to (`types.uidtFor`). */
  uidt: Uidt;
}

export interface ForeignKeyInfo {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  onUpdate: string;
  onDelete: string;
}

export interface IndexInfo {
  name: string;
  table: string;
  /** Column names in index order; expression parts are left out. */
  columns: string[];
  unique: boolean;
  primary: boolean;
}

export interface IntrospectedTable {
  name: string;
  type: 'table' | 'view';
  columns: IntrospectedColumn[];
  primaryKey: string[];
  foreignKeys: ForeignKeyInfo[];
  indexes: IndexInfo[];
}

export interface RoutineInfo {
  name: string;
  kind: 'function' | 'procedure';
}

export interface SequenceInfo {
  name: string;
}

export interface TriggerInfo {
  name: string;
  table: string;
  /** BEFORE / AFTER / INSTEAD OF, upper case. */
  timing: string;
  /** INSERT / UPDATE / DELETE, upper case. */
  event: string;
}

/** One schema (or SQLite file / MySQL database) as typed records. */
export interface SchemaSnapshot {
  tables: IntrospectedTable[];
  views: IntrospectedTable[];
  functions: RoutineInfo[];
  procedures: RoutineInfo[];
  sequences: SequenceInfo[];
  triggers: TriggerInfo[];
}

export interface IntrospectOptions {
  /** Only these tables / views (names bound as values). Default all. */
  tables?: string[];
}

/** A column to create or change (the physical part of a column meta). */
export type ColumnDefinition = Pick<ColumnMeta, 'cn' | 'uidt' | 'dt' | 'pk' | 'ai' | 'rqd' | 'un' | 'cdf' | 'dtxp'> & {
  /** Scale for decimal types when `dtxp` holds only the precision. */
  dtxs?: string;
};

export interface TableDefinition {
  tn: string;
  columns: ColumnDefinition[];
}

export type ReferentialAction = 'CASCADE' | 'SET NULL' | 'RESTRICT' | 'NO ACTION';

export interface ForeignKeyDefinition {
  /** Child table and column. */
  tn: string;
  cn: string;
  /** Parent table and column. */
  rtn: string;
  rcn: string;
  onDelete?: ReferentialAction;
  onUpdate?: ReferentialAction;
}

/** A many-to-many junction: `vtn(vcn -> tn.cn, vrcn -> rtn.rcn)`. */
export interface JunctionDefinition {
  vtn: string;
  vcn: string;
  vrcn: string;
  tn: string;
  cn: string;
  rtn: string;
  rcn: string;
}

/** Native type <-> uidt, both ways. */
export interface TypeMapping {
  /** Uidts that have a physical column in this dialect (everything but the virtual ones). */
  readonly physical: readonly Uidt[];
  /** Uidts `addColumn` accepts on an existing table (auto-increment ones may need a new table). */
  readonly addable: readonly Uidt[];
  /** Uidts sharing a native type with another one; introspection reports the other. */
  readonly aliases: Readonly<Partial<Record<Uidt, Uidt>>>;
  /** Native type names `SpecificDBType` may ask for. */
  readonly nativeTypes: readonly string[];
  /** Native type a column of this uidt gets; throws a 400 `DialectError` for bad dt / dtxp. */
  nativeFor(column: ColumnDefinition): NativeType;
  /** Uidt of an existing native column. */
  uidtFor(column: Pick<IntrospectedColumn, 'dt' | 'dtxp' | 'pk' | 'autoIncrement' | 'columnType'>): Uidt;
  /** Storage family of a native type name. */
  familyOf(dt: string): TypeFamily;
}

/** Schema changes; each runs in a transaction where `capabilities.transactionalDdl`. */
export interface SchemaEditor {
  createTable(table: TableDefinition): Promise<void>;
  renameTable(from: string, to: string): Promise<void>;
  dropTable(tn: string): Promise<void>;
  addColumn(tn: string, column: ColumnDefinition): Promise<void>;
  /** Changes type, nullability and default of `cn` to `column` (same name; rename separately). */
  alterColumn(tn: string, cn: string, column: ColumnDefinition): Promise<void>;
  renameColumn(tn: string, from: string, to: string): Promise<void>;
  dropColumn(tn: string, cn: string): Promise<void>;
  addForeignKey(fk: ForeignKeyDefinition): Promise<void>;
  /** Drops the foreign key of `tn.cn` (the column stays). */
  dropForeignKey(tn: string, cn: string): Promise<void>;
  /** Creates the junction table with one FK to each side, typed like the referenced columns. */
  createJunctionTable(junction: JunctionDefinition): Promise<void>;
}

/** How the SQL editor's statements run (`executeRawQuery`). */
export interface RawRunOptions {
  /** A statement running longer is cancelled on the database itself, not only abandoned. */
  timeoutMs: number;
  /** Rows kept per statement; the rest are never held in memory and `truncated` says so. */
  maxRows: number;
  /** Each statement in a read-only transaction (or on a read-only connection). */
  readOnly: boolean;
}

/** What one statement answered. */
export interface RawStatementResult {
  /** Column names of a statement that returns rows; empty for one that does not. */
  fields: string[];
  /** At most `maxRows` rows, each an array in `fields` order. */
  rows: unknown[][];
  /** More rows came than `maxRows`. */
  truncated: boolean;
  /** Rows a write changed, when the driver tells. */
  affectedRows: number | null;
  durationMs: number;
}

/** What a statement cancelled after `timeoutMs` answers, the same for every dialect. */
export function rawTimeoutMessage(timeoutMs: number): string {
  return `Statement cancelled: it ran longer than ${Math.round(timeoutMs / 100) / 10} s`;
}

/** Statements run in order until one fails: the results of those before it, and its failure. */
export interface RawRunAnswer {
  results: RawStatementResult[];
  error?: { index: number; message: string; timedOut: boolean };
}

/** An open database of one dialect; views, routines, triggers, sequences and indexes through `DbObjectEditor` where it has them. */
export interface DialectDb extends SchemaEditor, Partial<DbObjectEditor> {
  readonly dialect: Dialect;
  /** Instrumented (Server-Timing) knex on the database. */
  readonly knex: Knex;
  /** Schema the tables live in (`public`, `dbo`), undefined where the dialect has none. */
  readonly schema: string | undefined;
  introspect(options?: IntrospectOptions): Promise<SchemaSnapshot>;
  /**
   * Runs single SQL statements (already split) one by one, each committed on its own (the SQL
   * editor). A statement's failure stops the run and is answered, never thrown. Absent where the
   * dialect cannot yet cancel a statement on the database.
   */
  runRaw?(statements: readonly string[], options: RawRunOptions): Promise<RawRunAnswer>;
  /** Closes the pool. */
  close(): Promise<void>;
}

export interface Dialect {
  readonly client: DbClient;
  readonly displayName: string;
  readonly capabilities: DialectCapabilities;
  readonly types: TypeMapping;
  /** Driver config with pool and SSL; throws a `DialectError` for an invalid connection. */
  knexConfig(connection: DbConnection): Knex.Config;
  /** Opens a pool (instrumented) and checks it answers; errors are mapped `DialectError`s. */
  connect(connection: DbConnection): Promise<DialectDb>;
  /** 'Connection was successful' or 'Connection Failure:' + reason; never throws. */
  testConnection(connection: DbConnection): Promise<ConnectionTestResult>;
  /** Creates `connection.database` (or the SQLite file) unless it exists. */
  createDatabaseIfNotExists(connection: DbConnection): Promise<{ created: boolean }>;
  /** A driver error as a `DialectError` with the spec's message where one applies. */
  mapError(err: unknown): DialectError;
  /**
   * The constraint or type violation behind this driver's error of a write (foreign key, unique,
   * not null, check, a value too long / out of range / invalid for its column), with the names
   * the driver tells; undefined for anything else (connection, syntax, ...), which stays a server
   * error. Never throws. The parsing helpers `firstMatch`, `columnNames`, `unqualifiedName` and
   * `driverText` are shared by the dialects.
   */
  constraintViolation(err: unknown): ConstraintViolation | undefined;
}

/** Every dialect plugin provides its `Dialect` here (one per client). */
export const DialectToken = defineServiceToken<Dialect>('plinth.dialect', {
  multi: true,
  description: 'Database dialects keyed by client name: connect, test, introspect, DDL, type mapping, driver errors.',
});

/** The dialect of a client among the provided ones, or undefined. */
export function findDialect(dialects: readonly Dialect[], client: DbClient): Dialect | undefined {
  return dialects.find((d) => d.client === client);
}
