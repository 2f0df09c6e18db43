import { driverText, firstMatch, unqualifiedName, type ConstraintViolation } from '@plinth/sdk/server';

/**
 * SQL Server's refusal of a write: tedious' `RequestError` number, names from the message. The
 * `mssql` package wraps tedious' error in its own (`originalError`), which is unwrapped.
 */
export function mssqlConstraintViolation(err: unknown): ConstraintViolation | undefined {
  const e = err as { number?: unknown; message?: unknown; originalError?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  if (typeof e.number !== 'number') {
    return e.originalError && e.originalError !== err ? mssqlConstraintViolation(e.originalError) : undefined;
  }
  const message = driverText(e.message);
  const constraint = firstMatch(/constraint ["'](.+?)["']/i, message) ?? firstMatch(/unique index '(.+?)'/, message);
  const named = constraint ? { constraint } : {};
  const column = firstMatch(/column '(.+?)'/, message);
  const columns = column ? { columns: [column] } : {};
  const table = firstMatch(/table "(.+?)"/, message);
  switch (e.number) {
    // The statement conflicted with a FOREIGN KEY (parent missing), REFERENCE (still referenced) or CHECK constraint.
    case 547:
      if (/REFERENCE constraint/i.test(message)) return { kind: 'referenced', ...(table && { table: unqualifiedName(table) }), ...named };
      if (/FOREIGN KEY constraint/i.test(message)) return { kind: 'foreignKey', ...(table && { table: unqualifiedName(table) }), ...named };
      return { kind: 'check', ...named };
    // Violation of a PRIMARY KEY / UNIQUE constraint; duplicate key in a unique index.
    case 2627:
    case 2601:
      return { kind: 'unique', ...named };
    // Cannot insert the value NULL.
    case 515:
      return { kind: 'notNull', ...columns };
    // String or binary data would be truncated (2628 names the column).
    case 8152:
    case 2628:
      return { kind: 'tooLong', ...columns };
    // Arithmetic overflow.
    case 220:
    case 8115:
      return { kind: 'outOfRange' };
    // Conversion failed; invalid value for the type.
    case 245:
    case 8114:
      return { kind: 'invalidValue' };
    default:
      return undefined;
  }
}
