import { driverText, firstMatch, type DriverRefusal } from '@plinth/sdk/server';

/** The quoted name after `word` in the driver's sentence (the end of the message, after knex's `<statement> - `). */
const nameAfter = (word: string, message: string) => firstMatch(new RegExp(`(?:^| - )${word} "(.+?)"`), message);

/**
 * What PostgreSQL refused, read from node-postgres' SQLSTATE (`code`) and, for names, its
 * message; undefined for anything else.
 */
export function pgRefusal(err: unknown): DriverRefusal | undefined {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = driverText(e?.code);
  if (!/^[0-9A-Z]{5}$/.test(code)) return undefined;
  const message = driverText(e?.message);
  switch (code) {
    case '42P07':
      return { kind: 'exists', what: 'Table', name: nameAfter('relation', message) };
    case '42701':
      // Also a column named like a system column (ctid, xmin...).
      return /conflicts with a system column name/.test(message)
        ? { kind: 'reserved', name: nameAfter('column name', message) }
        : { kind: 'exists', what: 'Column', name: nameAfter('column', message) };
    case '42710':
      return { kind: 'exists', what: 'Index or constraint' };
    case '42P01':
      return { kind: 'missing', what: 'Table', name: nameAfter('relation', message) };
    case '42703':
      return { kind: 'missing', what: 'Column', name: nameAfter('column', message) };
    case '3D000':
      return { kind: 'missing', what: 'Database', name: nameAfter('database', message) };
    case '3F000':
      return { kind: 'missing', what: 'Schema', name: nameAfter('schema', message) };
    case '42939':
      return { kind: 'reserved' };
    case '2BP01':
      return { kind: 'dependents' };
    case '42501':
      return { kind: 'permission' };
    case '23505':
      return { kind: 'rows', violation: 'unique' };
    case '23502':
      return { kind: 'rows', violation: 'notNull' };
    case '23503':
      return { kind: 'rows', violation: 'foreignKey' };
    case '40001':
    case '40P01':
    case '55P03':
      return { kind: 'busy' };
    case '57014':
      return { kind: 'cancelled' };
    case '54000':
    case '54001':
    case '54011':
    case '54023':
      return { kind: 'tooMany' };
  }
  if (code.startsWith('23')) return { kind: 'rows', violation: 'check' };
  // Data exceptions and type mismatches of a schema change: the rows' values do not convert.
  if (code.startsWith('22') || code === '42804' || code === '42846') return { kind: 'conversion' };
  return undefined;
}
