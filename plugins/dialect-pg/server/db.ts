import { KnexDialectDb, type IntrospectOptions, type RawRunAnswer, type RawRunOptions, type SchemaSnapshot } from '@plinth/sdk/server';
import { introspectPg } from './introspect.js';
import { runPgRaw } from './raw.js';

/**
 * A PostgreSQL text literal. Bare `?` would become a bind marker (knex numbers them `$n`), so
 * text holding `?` or a backslash is written as a Unicode-escape string: `U&'a\003Fb'`.
 */
export function pgLiteral(value: string): string {
  const quoted = value.replace(/'/g, "''");
  if (!/[?\\]/.test(quoted)) return `'${quoted}'`;
  return `U&'${quoted.replace(/\\/g, '\\\\').replace(/\?/g, '\\003F')}'`;
}

/** The same for identifiers: `U&"q\003Fmark"`; others keep knex's own quoting. */
export function pgIdentifier(value: string, origImpl: (value: string) => string): string {
  if (!value.includes('?')) return origImpl(value);
  return `U&"${value.replace(/"/g, '""').replace(/\\/g, '\\\\').replace(/\?/g, '\\003F')}"`;
}

/** An open PostgreSQL database; DDL is transactional, so every change rolls back as a whole. */
export class PgDb extends KnexDialectDb {
  protected readonly nowExpression = 'CURRENT_TIMESTAMP';

  protected literal(value: string): string {
    return pgLiteral(value);
  }

  protected booleanLiteral(value: boolean): string {
    return value ? 'true' : 'false';
  }

  /**
   * PostgreSQL looks unqualified names up in its catalog before the search path: a table named
   * `pg_shadow` would be created, and every read of it would read the catalog's.
   */
  protected override reservedTableName(tn: string): string | undefined {
    return /^pg_/i.test(tn) ? `Table name '${tn}' is reserved: PostgreSQL reads names starting with 'pg_' from its own catalog` : undefined;
  }

  runRaw(statements: readonly string[], options: RawRunOptions): Promise<RawRunAnswer> {
    return runPgRaw(this.knex, statements, options);
  }

  introspect(options?: IntrospectOptions): Promise<SchemaSnapshot> {
    return introspectPg(this.knex, this.schema ?? 'public', options);
  }
}
