/**
 * Database objects besides tables (000 s.7: view / function / procedure / sequence / trigger /
 * index Create / Update / Delete): their definitions as data, so a change can be logged with the
 * definition it replaced and undone. Views are a SELECT body, routines and triggers the user's
 * whole CREATE statement, sequences and indexes fields the dialect writes SQL from.
 */

export type DbObjectKind = 'view' | 'function' | 'procedure' | 'trigger' | 'sequence' | 'index';
export const DB_OBJECT_KINDS: readonly DbObjectKind[] = ['view', 'function', 'procedure', 'trigger', 'sequence', 'index'];

/** A sequence's settings; absent bounds are the database's defaults (NO MINVALUE / NO MAXVALUE). */
export interface SequenceSettings {
  start: number;
  increment: number;
  min: number | null;
  max: number | null;
  cycle: boolean;
}

export type DbObjectDefinition =
  | { kind: 'view'; name: string; select: string }
  /** `sql`: the whole CREATE statement; a trigger's `table` is the one it is on (where the dialect drops it by table). */
  | { kind: 'function' | 'procedure'; name: string; sql: string }
  | { kind: 'trigger'; name: string; sql: string; table: string }
  | { kind: 'sequence'; name: string; sequence: SequenceSettings }
  | { kind: 'index'; name: string; table: string; columns: string[]; unique: boolean };

/** One object as the database has it now; a sequence also tells its current value (null before its first use). */
export interface DbObjectRead {
  definition: DbObjectDefinition;
  currentValue?: string | null;
}

/**
 * Reading and replacing objects of an open database. `replaceObject(from, to)` creates (`from`
 * null), drops (`to` null) or replaces one object: in one transaction where DDL is transactional;
 * elsewhere (MySQL) the old definition is created again when the new one is refused. A refusal is
 * a 400 `DialectError` with the database's own message (the user wrote the SQL).
 */
export interface DbObjectEditor {
  /** The kinds this database has (SQLite: views, triggers, indexes). */
  readonly objectKinds: readonly DbObjectKind[];
  readObject(kind: DbObjectKind, name: string): Promise<DbObjectRead | undefined>;
  replaceObject(from: DbObjectDefinition | null, to: DbObjectDefinition | null): Promise<void>;
  /** The statements `replaceObject` runs, in order (for tests without a server). */
  replaceObjectStatements(from: DbObjectDefinition | null, to: DbObjectDefinition | null): string[];
}

/** The database's own words for a statement it refused, without the statement knex puts in front. */
export function databaseMessage(err: unknown, sent: string): string {
  const e = err as { message?: unknown; sqlMessage?: unknown } | null;
  if (e && typeof e.sqlMessage === 'string' && e.sqlMessage) return e.sqlMessage;
  const message = e && typeof e.message === 'string' ? e.message : String(err);
  const prefix = `${sent} - `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
