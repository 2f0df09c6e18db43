import { columnNames, driverText, firstMatch, type ConstraintViolation } from '@plinth/sdk/server';

/**
 * node-postgres' refusal of a write: SQLSTATE classes 23 (integrity constraint) and 22 (data
 * exception), names from the error's `detail` / `column` / `constraint` fields.
 */
export function pgConstraintViolation(err: unknown): ConstraintViolation | undefined {
  const e = err as { code?: unknown; detail?: unknown; column?: unknown; constraint?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  const code = driverText(e.code);
  // Only a SQLSTATE: five characters, digits and upper-case letters.
  if (!/^[0-9A-Z]{5}$/.test(code)) return undefined;
  const detail = driverText(e.detail);
  const keyColumns = firstMatch(/^Key \((.+?)\)=/, detail);
  const constraint = driverText(e.constraint) || undefined;
  const named = { ...(constraint && { constraint }) };
  switch (code) {
    case '23503': {
      const referencing = firstMatch(/referenced from table "(.+?)"/, detail);
      if (referencing) return { kind: 'referenced', table: referencing, ...named };
      const table = firstMatch(/not present in table "(.+?)"/, detail);
      return { kind: 'foreignKey', ...(keyColumns && { columns: columnNames(keyColumns) }), ...(table && { table }), ...named };
    }
    case '23505':
      return { kind: 'unique', ...(keyColumns && { columns: columnNames(keyColumns) }), ...named };
    case '23502':
      return { kind: 'notNull', ...(driverText(e.column) && { columns: [driverText(e.column)] }) };
    case '23514':
      return { kind: 'check', ...named };
    case '22001':
      return { kind: 'tooLong' };
    case '22003':
      return { kind: 'outOfRange' };
    default:
      return code.startsWith('22') ? { kind: 'invalidValue' } : code.startsWith('23') ? { kind: 'check', ...named } : undefined;
  }
}
