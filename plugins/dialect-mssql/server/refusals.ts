import type { DriverRefusal } from '@plinth/sdk/server';

/** The first quoted name in a SQL Server message. */
const quoted = (message: string) =>
  /'([^']*)'|"([^"]*)"/
    .exec(message)
    ?.slice(1)
    .find((x) => x !== undefined);

/** What SQL Server refused, by tedious' error `number`; undefined for anything else. */
export function mssqlRefusal(err: unknown): DriverRefusal | undefined {
  const e = err as { number?: unknown; originalError?: { info?: { number?: unknown; message?: unknown } }; message?: unknown } | null;
  const number = typeof e?.number === 'number' ? e.number : e?.originalError?.info?.number;
  if (typeof number !== 'number') return undefined;
  const info = e?.originalError?.info?.message;
  const message = typeof info === 'string' ? info : typeof e?.message === 'string' ? e.message : '';
  switch (number) {
    case 2714: // There is already an object named ...
      return { kind: 'exists', what: 'Table', name: quoted(message) };
    case 2705: // Column names in each table must be unique
      return { kind: 'exists', what: 'Column' };
    case 1913: // index already exists
      return { kind: 'exists', what: 'Index or constraint' };
    case 208: // Invalid object name
    case 3701: // Cannot drop ... because it does not exist
      return { kind: 'missing', what: 'Table', name: quoted(message) };
    case 207: // Invalid column name
    case 4924:
      return { kind: 'missing', what: 'Column', name: quoted(message) };
    case 4060: // Cannot open database
    case 911:
      return { kind: 'missing', what: 'Database', name: quoted(message) };
    case 3726: // Could not drop object ... referenced by a FOREIGN KEY constraint
    case 5074: // The object ... is dependent on column
    case 4922:
      return { kind: 'dependents' };
    case 2627:
    case 2601:
    case 1505:
      return { kind: 'rows', violation: 'unique' };
    case 515:
    case 4901:
      return { kind: 'rows', violation: 'notNull' };
    case 547:
      return { kind: 'rows', violation: 'foreignKey' };
    case 245:
    case 8114:
    case 8115:
    case 220:
    case 2628:
    case 8152:
      return { kind: 'conversion' };
    case 229:
    case 262:
    case 1088:
      return { kind: 'permission' };
    case 1205:
    case 1222:
      return { kind: 'busy' };
    case 1702:
    case 1701:
    case 8631:
      return { kind: 'tooMany' };
  }
  return undefined;
}
