import type { DriverRefusal } from '@plinth/sdk/server';

/** The quoted name in mysql2's `sqlMessage` (the server's sentence, without knex's statement). */
const quoted = (message: string) => /'([^']*)'/.exec(message)?.[1];

/** What MySQL / MariaDB refused, by the server's error number; undefined for anything else. */
export function mysqlRefusal(err: unknown): DriverRefusal | undefined {
  const e = err as { errno?: unknown; sqlMessage?: unknown } | null;
  if (typeof e?.errno !== 'number') return undefined;
  const message = typeof e.sqlMessage === 'string' ? e.sqlMessage : '';
  switch (e.errno) {
    case 1050: // ER_TABLE_EXISTS_ERROR
      return { kind: 'exists', what: 'Table', name: quoted(message) };
    case 1060: // ER_DUP_FIELDNAME
      return { kind: 'exists', what: 'Column', name: quoted(message) };
    case 1061: // ER_DUP_KEYNAME
    case 1826: // ER_FK_DUP_NAME
      return { kind: 'exists', what: 'Index or constraint' };
    case 1146: // ER_NO_SUCH_TABLE
      return { kind: 'missing', what: 'Table', name: quoted(message) };
    case 1054: // ER_BAD_FIELD_ERROR
    case 1091: // ER_CANT_DROP_FIELD_OR_KEY
      return { kind: 'missing', what: 'Column', name: quoted(message) };
    case 1049: // ER_BAD_DB_ERROR
      return { kind: 'missing', what: 'Database', name: quoted(message) };
    case 1062: // ER_DUP_ENTRY
      return { kind: 'rows', violation: 'unique' };
    case 1138: // ER_INVALID_USE_OF_NULL
    case 1048: // ER_BAD_NULL_ERROR
      return { kind: 'rows', violation: 'notNull' };
    case 1451:
    case 1452:
    case 1215:
    case 1216:
    case 1217:
      return { kind: 'rows', violation: 'foreignKey' };
    case 1265: // WARN_DATA_TRUNCATED
    case 1366: // ER_TRUNCATED_WRONG_VALUE_FOR_FIELD
    case 1292: // ER_TRUNCATED_WRONG_VALUE
    case 1264: // ER_WARN_DATA_OUT_OF_RANGE
    case 1406: // ER_DATA_TOO_LONG
      return { kind: 'conversion' };
    case 1142: // ER_TABLEACCESS_DENIED_ERROR
    case 1143:
      return { kind: 'permission' };
    case 1205: // ER_LOCK_WAIT_TIMEOUT
    case 1213: // ER_LOCK_DEADLOCK
      return { kind: 'busy' };
    case 1117: // ER_TOO_MANY_FIELDS
    case 1118: // ER_TOO_BIG_ROWSIZE
    case 1059: // ER_TOO_LONG_IDENT
      return { kind: 'tooMany' };
  }
  return undefined;
}
