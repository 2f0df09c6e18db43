import { columnNames, firstMatch, unqualifiedName, type ConstraintViolation } from '@plinth/sdk/server';

/**
 * mysql2's refusal of a write, MySQL and MariaDB alike: the server's errno, names from its
 * message (`sqlMessage`, without the statement knex puts in front of `message`).
 */
export function mysqlConstraintViolation(err: unknown): ConstraintViolation | undefined {
  const e = err as { errno?: unknown; sqlMessage?: unknown } | null;
  if (!e || typeof e !== 'object' || typeof e.errno !== 'number' || typeof e.sqlMessage !== 'string') return undefined;
  const message = e.sqlMessage;
  const column = firstMatch(/column '(.+?)'/i, message) ?? firstMatch(/^Field '(.+?)'/, message);
  const columns = column ? { columns: [column] } : {};
  const constraint = firstMatch(/CONSTRAINT [`'](.+?)[`']/, message);
  const named = constraint ? { constraint } : {};
  switch (e.errno) {
    // ER_NO_REFERENCED_ROW_2 / ER_NO_REFERENCED_ROW
    case 1452:
    case 1216: {
      const fk = firstMatch(/FOREIGN KEY \((.+?)\)/, message);
      const table = firstMatch(/REFERENCES [`"]?([^`"\s(]+)/, message);
      return { kind: 'foreignKey', ...(fk && { columns: columnNames(fk) }), ...(table && { table }), ...named };
    }
    // ER_ROW_IS_REFERENCED_2 / ER_ROW_IS_REFERENCED
    case 1451:
    case 1217: {
      const table = firstMatch(/fails \(([^,]+),/, message);
      return { kind: 'referenced', ...(table && { table: unqualifiedName(table) }), ...named };
    }
    // ER_DUP_ENTRY / ER_DUP_ENTRY_WITH_KEY_NAME
    case 1062:
    case 1586: {
      const key = firstMatch(/for key '(.+?)'/, message);
      return { kind: 'unique', ...(key && { constraint: unqualifiedName(key) }) };
    }
    // ER_BAD_NULL_ERROR / ER_NO_DEFAULT_FOR_FIELD
    case 1048:
    case 1364:
      return { kind: 'notNull', ...columns };
    // MySQL's ER_CHECK_CONSTRAINT_VIOLATED
    case 3819: {
      const check = firstMatch(/Check constraint '(.+?)'/, message);
      return { kind: 'check', ...(check && { constraint: check }) };
    }
    // MariaDB's ER_CONSTRAINT_FAILED
    case 4025:
      return { kind: 'check', ...named };
    // ER_DATA_TOO_LONG
    case 1406:
      return { kind: 'tooLong', ...columns };
    // ER_WARN_DATA_OUT_OF_RANGE / ER_DATA_OUT_OF_RANGE
    case 1264:
    case 1690:
      return { kind: 'outOfRange', ...columns };
    // truncated / incorrect values for the column's type
    case 1265:
    case 1292:
    case 1366:
    case 1367:
      return { kind: 'invalidValue', ...columns };
    default:
      return undefined;
  }
}
