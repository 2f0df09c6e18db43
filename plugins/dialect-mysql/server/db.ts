import {
  DialectError,
  KnexDialectDb,
  type DbObjectDefinition,
  type DbObjectKind,
  type DbObjectRead,
  type Dialect,
  type IntrospectOptions,
  type SequenceSettings,
  type Knex,
  type RawRunAnswer,
  type RawRunOptions,
  type SchemaSnapshot,
} from '@plinth/sdk/server';
import { introspectMysql } from './introspect.js';
import { mysqlLiteral } from './literal.js';
import { runMysqlRaw } from './raw.js';

/**
 * An open MySQL / MariaDB database. DDL commits implicitly there, so each change is one
 * statement where possible (a failed ALTER leaves the table unchanged).
 */
export class MysqlDb extends KnexDialectDb {
  protected readonly nowExpression = 'CURRENT_TIMESTAMP';

  constructor(
    dialect: Dialect,
    knex: Knex,
    /** MariaDB reports JSON columns and defaults differently from MySQL. */
    readonly mariadb: boolean,
  ) {
    super(dialect, knex, undefined);
  }

  protected literal(value: string): string {
    return mysqlLiteral(value);
  }

  protected booleanLiteral(value: boolean): string {
    return value ? '1' : '0';
  }

  runRaw(statements: readonly string[], options: RawRunOptions): Promise<RawRunAnswer> {
    return runMysqlRaw(this.knex, statements, options);
  }

  introspect(options?: IntrospectOptions): Promise<SchemaSnapshot> {
    return introspectMysql(this.knex, this.mariadb, options);
  }

  /**
   * RENAME COLUMN (MySQL 8, MariaDB 10.5.2+). knex's own rename re-types the column from
   * `show full fields` and writes its default back without escaping.
   */
  override renameColumnBuilder(): never {
    throw new DialectError('unsupported', 'MySQL renames columns with RENAME COLUMN: use renameColumn');
  }

  override async renameColumn(tn: string, from: string, to: string): Promise<void> {
    const names = [this.name(tn, 'Table name'), this.name(from, 'Column name'), this.name(to, 'Column name')];
    await this.mapped(this.knex.raw('alter table ?? rename column ?? to ??', names));
  }

  /** MariaDB's spelling (NOMINVALUE ...), without a cache so the next value is exact. */
  protected override sequenceClauses(s: SequenceSettings): string {
    const n = (v: number, what: string) => this.sequenceNumber(v, what);
    return [
      `increment by ${n(s.increment, 'Increment')}`,
      s.min === null ? 'nominvalue' : `minvalue ${n(s.min, 'Minimum')}`,
      s.max === null ? 'nomaxvalue' : `maxvalue ${n(s.max, 'Maximum')}`,
      `start with ${n(s.start, 'Start')}`,
      'nocache',
      s.cycle ? 'cycle' : 'nocycle',
    ].join(' ');
  }

  protected override dropObjectStatements(def: DbObjectDefinition): string[] {
    if (def.kind === 'index') return [`drop index ${this.ident(def.name, 'Index name')} on ${this.ident(def.table, 'Table name')}`];
    return super.dropObjectStatements(def);
  }

  /** DDL commits at once: a view is replaced in one statement, an index of the same table in one ALTER. */
  protected override replaceInPlaceStatements(from: DbObjectDefinition, to: DbObjectDefinition): string[] | undefined {
    if (to.kind === 'view') return [`create or replace view ${this.ident(to.name, 'View name')} as ${to.select}`];
    if (from.kind === 'index' && to.kind === 'index' && from.table === to.table) {
      const columns = to.columns.map((c) => this.ident(c, 'Column name')).join(', ');
      return [
        `alter table ${this.ident(to.table, 'Table name')} drop index ${this.ident(from.name, 'Index name')}, add ${to.unique ? 'unique ' : ''}index ${this.ident(to.name, 'Index name')} (${columns})`,
      ];
    }
    return super.replaceInPlaceStatements(from, to);
  }

  override async readObject(kind: DbObjectKind, name: string): Promise<DbObjectRead | undefined> {
    const rows = async (sql: string, bindings: string[]) =>
      ((await this.knex.raw(sql, bindings)) as [Record<string, unknown>[], unknown])[0];
    // Created again on undo by whoever undoes: the DEFINER clause would need privileges over other accounts.
    const withoutDefiner = (sql: unknown) => String(sql).replace(/^\s*create\s+definer\s*=\s*\S+\s+/i, 'CREATE ');
    switch (kind) {
      case 'view': {
        const [r] = await rows(
          `select view_definition as def from information_schema.views where table_schema = database() and table_name = ?`,
          [name],
        );
        return r && { definition: { kind, name, select: String(r.def) } };
      }
      case 'function':
      case 'procedure': {
        const [exists] = await rows(
          `select routine_name from information_schema.routines where routine_schema = database() and routine_type = ? and routine_name = ?`,
          [kind.toUpperCase(), name],
        );
        if (!exists) return undefined;
        const [r] = await rows(`show create ${kind} ??`, [name]);
        const sql = r?.[kind === 'function' ? 'Create Function' : 'Create Procedure'];
        return { definition: { kind, name, sql: sql ? withoutDefiner(sql) : '' } };
      }
      case 'trigger': {
        const [t] = await rows(
          `select event_object_table as tbl from information_schema.triggers where trigger_schema = database() and trigger_name = ?`,
          [name],
        );
        if (!t) return undefined;
        const [r] = await rows('show create trigger ??', [name]);
        return { definition: { kind, name, sql: withoutDefiner(r?.['SQL Original Statement'] ?? ''), table: String(t.tbl) } };
      }
      case 'sequence': {
        const [exists] = await rows(
          `select table_name from information_schema.tables where table_schema = database() and table_type = 'SEQUENCE' and table_name = ?`,
          [name],
        );
        if (!exists) return undefined;
        const [r] = await rows(
          'select start_value as start, increment as inc, minimum_value as min, maximum_value as max, cycle_option as cycle, next_not_cached_value as next from ??',
          [name],
        );
        const bound = (v: unknown) => (Number.isSafeInteger(Number(v)) ? Number(v) : null);
        const [start, inc, next] = [Number(r!.start), Number(r!.inc), Number(r!.next)];
        return {
          definition: {
            kind,
            name,
            sequence: { start, increment: inc, min: bound(r!.min), max: bound(r!.max), cycle: Boolean(Number(r!.cycle)) },
          },
          // Without a cache the next value is exact; the current one is the value before it, once one was taken.
          currentValue: next === start ? null : String(next - inc),
        };
      }
      case 'index':
        return this.readIndex(name);
    }
  }
}
