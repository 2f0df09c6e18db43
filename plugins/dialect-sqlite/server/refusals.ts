import { driverText, firstMatch, type DriverRefusal } from '@plinth/sdk/server';

/** Driver messages of SQLite's schema refusals (better-sqlite3 gives most as plain `SQLITE_ERROR`). */
// Each reads the driver's own sentence: the end of the message, after knex's `<statement> - `.
const MESSAGES: [RegExp, (name: string) => DriverRefusal][] = [
  [/(?:^| - )object name reserved for internal use: (.+?)$/, (name) => ({ kind: 'reserved', name })],
  [/(?:^| - )table (.+?) already exists$/, (name) => ({ kind: 'exists', what: 'Table', name })],
  [/(?:^| - )index (.+?) already exists$/, (name) => ({ kind: 'exists', what: 'Index or constraint', name })],
  [/(?:^| - )duplicate column name: (.+?)$/, (name) => ({ kind: 'exists', what: 'Column', name })],
  [/(?:^| - )no such table: (.+?)$/, (name) => ({ kind: 'missing', what: 'Table', name })],
  [/(?:^| - )no such column: (.+?)$/, (name) => ({ kind: 'missing', what: 'Column', name })],
  [/(?:^| - )error in (?:view|trigger) /, () => ({ kind: 'dependents' })],
  [
    /too many columns on |too many SQL variables|too many terms|Expression tree is too large|parser stack overflow|string or blob too big/,
    () => ({ kind: 'tooMany' }),
  ],
];

/**
 * What SQLite refused, read from better-sqlite3's error: its code, and for the plain
 * `SQLITE_ERROR` the end of its message (knex puts the statement before it).
 */
export function sqliteRefusal(err: unknown): DriverRefusal | undefined {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = driverText(e?.code);
  if (!code.startsWith('SQLITE_')) return undefined;
  const message = driverText(e?.message);
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code.startsWith('SQLITE_LOCKED')) return { kind: 'busy' };
  if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_READONLY_') || code === 'SQLITE_AUTH') return { kind: 'permission' };
  if (code === 'SQLITE_TOOBIG' || code === 'SQLITE_FULL') return { kind: 'tooMany' };
  if (code === 'SQLITE_INTERRUPT') return { kind: 'cancelled' };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return { kind: 'rows', violation: 'unique' };
  if (code === 'SQLITE_CONSTRAINT_NOTNULL') return { kind: 'rows', violation: 'notNull' };
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return { kind: 'rows', violation: 'foreignKey' };
  if (code.startsWith('SQLITE_CONSTRAINT')) return { kind: 'rows', violation: 'check' };
  if (/Cannot add a NOT NULL column with default value NULL/i.test(message)) return { kind: 'rows', violation: 'notNull' };
  if (/Cannot add a (UNIQUE|PRIMARY KEY) column/i.test(message)) return { kind: 'rows', violation: 'unique' };
  for (const [re, refusal] of MESSAGES) if (re.test(message)) return refusal(firstMatch(re, message) ?? '');
  return undefined;
}
