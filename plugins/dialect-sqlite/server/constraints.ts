import { columnNames, driverText, firstMatch, type ConstraintViolation } from '@plinth/sdk/server';

/**
 * better-sqlite3's refusal of a write: the extended `SQLITE_CONSTRAINT_*` code, names from the
 * message (`UNIQUE constraint failed: table.column, ...`). A foreign key failure reads alike on
 * both sides (no matching parent / still referenced), so it is always `foreignKey`.
 */
export function sqliteConstraintViolation(err: unknown): ConstraintViolation | undefined {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  const code = driverText(e.code);
  if (!code.startsWith('SQLITE_')) return undefined;
  const failed = firstMatch(/constraint failed: (.+)$/m, driverText(e.message));
  switch (code) {
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      return { kind: 'foreignKey' };
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
      return { kind: 'unique', ...(failed && { columns: columnNames(failed) }) };
    case 'SQLITE_CONSTRAINT_NOTNULL':
      return { kind: 'notNull', ...(failed && { columns: columnNames(failed) }) };
    case 'SQLITE_CONSTRAINT_CHECK':
      return { kind: 'check', ...(failed && { constraint: failed.trim() }) };
    case 'SQLITE_MISMATCH':
      return { kind: 'invalidValue' };
    default:
      return code === 'SQLITE_CONSTRAINT' || code.startsWith('SQLITE_CONSTRAINT_') ? { kind: 'check' } : undefined;
  }
}
