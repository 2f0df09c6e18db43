import {
  KnexDialectDb,
  type DbObjectDefinition,
  type DbObjectKind,
  type DbObjectRead,
  type IntrospectOptions,
  type Knex,
  type RawRunAnswer,
  type RawRunOptions,
  type SchemaSnapshot,
} from '@plinth/sdk/server';
import type { ClientBase, QueryConfig } from 'pg';
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

/** knex's pool of node-postgres clients (search path set on each). */
interface PooledConnections {
  acquireConnection(): Promise<ClientBase>;
  releaseConnection(connection: ClientBase): Promise<unknown>;
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

  /**
   * The user's statements as written, on a pool connection of its own in one transaction: not
   * through knex, which turns every `?` into a bind marker and drops backslashes before it; with
   * the extended protocol, which takes one statement only (the simple protocol runs `a; b` as two).
   */
  protected override async runObjectTransaction(steps: readonly string[]): Promise<void> {
    const client = this.knex.client as unknown as PooledConnections;
    const connection = await this.mapped(client.acquireConnection());
    try {
      await connection.query('BEGIN');
      try {
        for (const sql of steps) {
          await connection.query({ text: sql, queryMode: 'extended' } as QueryConfig).catch((err: unknown) => {
            throw this.objectRefusal(err, sql);
          });
        }
        await connection.query('COMMIT');
      } catch (err) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    } finally {
      await client.releaseConnection(connection);
    }
  }

  protected override dropObjectStatements(def: DbObjectDefinition): string[] {
    if (def.kind === 'trigger') {
      return [`drop trigger if exists ${this.ident(def.name, 'Trigger name')} on ${this.qualifiedIdent(def.table, 'Table name')}`];
    }
    return super.dropObjectStatements(def);
  }

  override async readObject(kind: DbObjectKind, name: string): Promise<DbObjectRead | undefined> {
    const schema = this.schema ?? 'public';
    const one = async (sql: string, bindings: unknown[]) =>
      ((await this.knex.raw(sql, bindings as Knex.RawBinding[])) as { rows: Record<string, unknown>[] }).rows[0];
    switch (kind) {
      case 'view': {
        const r = await one(
          `select pg_get_viewdef(c.oid, true) as def from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = ? and c.relname = ? and c.relkind in ('v', 'm')`,
          [schema, name],
        );
        return r && { definition: { kind, name, select: String(r.def).trim().replace(/;\s*$/, '') } };
      }
      case 'function':
      case 'procedure': {
        const r = await one(
          `select pg_get_functiondef(p.oid) as def from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = ? and p.proname = ? and p.prokind = ? order by p.oid limit 1`,
          [schema, name, kind === 'function' ? 'f' : 'p'],
        );
        return r && { definition: { kind, name, sql: String(r.def).trim() } };
      }
      case 'trigger': {
        const r = await one(
          `select pg_get_triggerdef(t.oid, true) as def, c.relname as tbl from pg_trigger t join pg_class c on c.oid = t.tgrelid
           join pg_namespace n on n.oid = c.relnamespace where not t.tgisinternal and n.nspname = ? and t.tgname = ?`,
          [schema, name],
        );
        return r && { definition: { kind, name, sql: String(r.def).trim(), table: String(r.tbl) } };
      }
      case 'sequence': {
        const r = await one(
          `select start_value::text as start, increment_by::text as inc, min_value::text as min, max_value::text as max, cycle,
                  last_value::text as last
           from pg_sequences where schemaname = ? and sequencename = ?`,
          [schema, name],
        );
        // The defaults (about +-2^63) are no safe integers: they read as "no bound".
        const bound = (v: unknown) => (Number.isSafeInteger(Number(v)) ? Number(v) : null);
        return (
          r && {
            definition: {
              kind,
              name,
              sequence: { start: Number(r.start), increment: Number(r.inc), min: bound(r.min), max: bound(r.max), cycle: Boolean(r.cycle) },
            },
            currentValue: r.last === null ? null : String(r.last),
          }
        );
      }
      case 'index':
        return this.readIndex(name);
    }
  }
}
