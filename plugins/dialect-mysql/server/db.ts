import {
  DialectError,
  KnexDialectDb,
  type Dialect,
  type IntrospectOptions,
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
}
