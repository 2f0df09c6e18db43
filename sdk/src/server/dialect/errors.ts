/** The spec's connection messages (000 section 2) and the error every dialect throws. */

export const DIALECT_MESSAGES = {
  invalidPath: 'Invalid character in folder path',
  invalidCredentials: 'Invalid database credentials',
  unreachable: 'Unable to connect to database, please check your database is up',
  noCreatePermission: 'User does not exist or have sufficient permission to create schema',
  success: 'Connection was successful',
  failurePrefix: 'Connection Failure:',
} as const;

export type DialectErrorKind = 'invalidPath' | 'invalidCredentials' | 'unreachable' | 'noCreatePermission' | 'invalidInput' | 'unsupported' | 'driver';

/** HTTP status a consumer answers with for each kind. */
const STATUS: Record<DialectErrorKind, number> = {
  invalidPath: 400,
  invalidCredentials: 400,
  unreachable: 400,
  noCreatePermission: 400,
  invalidInput: 400,
  unsupported: 422,
  driver: 400,
};

/**
 * A dialect failure. `message` is the spec's text for the known kinds, else the driver's;
 * `status` lets HTTP layers answer it as a 4xx (duck-typed like HttpError: status + message).
 */
export class DialectError extends Error {
  readonly status: number;
  constructor(
    readonly kind: DialectErrorKind,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'DialectError';
    this.status = STATUS[kind];
  }

  static of(kind: Exclude<DialectErrorKind, 'invalidInput' | 'unsupported' | 'driver'>, cause?: unknown): DialectError {
    return new DialectError(kind, DIALECT_MESSAGES[kind], cause);
  }
}

export interface ConnectionTestResult {
  ok: boolean;
  /** 'Connection was successful' or 'Connection Failure: <reason>'. */
  message: string;
  /** The mapped error when it failed. */
  kind?: DialectErrorKind;
}

export function connectionTestResult(err?: DialectError): ConnectionTestResult {
  if (!err) return { ok: true, message: DIALECT_MESSAGES.success };
  return { ok: false, message: `${DIALECT_MESSAGES.failurePrefix} ${err.message}`, kind: err.kind };
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'EPIPE']);

/** Node socket errors (also wrapped in AggregateError, as `net` reports several addresses). */
export function isNetworkError(err: unknown): boolean {
  const e = err as { code?: unknown; errors?: unknown[]; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (Array.isArray(e.errors) && e.errors.some(isNetworkError)) return true;
  return e.cause !== undefined && e.cause !== err && isNetworkError(e.cause);
}

/** Knex's pool gave up waiting: the server never answered. */
export function isAcquireTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'KnexTimeoutError' || /Timeout acquiring a connection/i.test(err.message));
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  if (err instanceof AggregateError) return err.errors.map(errorMessage).join('; ');
  return String(err);
}

/**
 * What a database refused in a write: bad input the client can fix, so transports answer it as a
 * 4xx rather than a 500. `column` / `table` / `constraint` are physical names, set when the driver
 * tells them.
 */
export interface ConstraintViolation {
  /**
   * `foreignKey`: the value matches no referenced row; `referenced`: the row is still referenced
   * (SQLite cannot tell the two apart and says `foreignKey`); `tooLong` / `outOfRange` /
   * `invalidValue`: the value does not fit the column's type.
   */
  kind: 'foreignKey' | 'referenced' | 'unique' | 'notNull' | 'check' | 'tooLong' | 'outOfRange' | 'invalidValue';
  columns?: string[];
  /** For `foreignKey` the referenced table, for `referenced` the referencing one. */
  table?: string;
  constraint?: string;
}

type DriverError = {
  code?: unknown;
  errno?: unknown;
  number?: unknown;
  detail?: unknown;
  column?: unknown;
  constraint?: unknown;
  sqlMessage?: unknown;
  message?: unknown;
  originalError?: unknown;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** `dbo.orders` / `db.orders` -> `orders`. */
const lastPart = (name: string) => name.split('.').pop()!.replace(/^[`"[]|[`"\]]$/g, '');
const columnsOf = (list: string) => list.split(',').map((c) => lastPart(c.trim())).filter(Boolean);
const pick = (re: RegExp, s: string) => re.exec(s)?.[1];

/** better-sqlite3 (`SQLITE_CONSTRAINT_*` codes; messages name `table.column`). */
function sqliteViolation(code: string, message: string): ConstraintViolation | undefined {
  const failed = pick(/constraint failed: (.+)$/m, message);
  switch (code) {
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      return { kind: 'foreignKey' };
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
      return { kind: 'unique', ...(failed && { columns: columnsOf(failed) }) };
    case 'SQLITE_CONSTRAINT_NOTNULL':
      return { kind: 'notNull', ...(failed && { columns: columnsOf(failed) }) };
    case 'SQLITE_CONSTRAINT_CHECK':
      return { kind: 'check', ...(failed && { constraint: failed.trim() }) };
    case 'SQLITE_MISMATCH':
      return { kind: 'invalidValue' };
    default:
      return code === 'SQLITE_CONSTRAINT' || code.startsWith('SQLITE_CONSTRAINT_') ? { kind: 'check' } : undefined;
  }
}

/** node-postgres: SQLSTATE classes 23 (integrity) and 22 (data exception), with detail / column / constraint. */
function pgViolation(e: DriverError, code: string): ConstraintViolation | undefined {
  const detail = text(e.detail);
  const keyColumns = pick(/^Key \((.+?)\)=/, detail);
  const constraint = text(e.constraint) || undefined;
  const named = { ...(constraint && { constraint }) };
  switch (code) {
    case '23503': {
      const referencing = pick(/referenced from table "(.+?)"/, detail);
      if (referencing) return { kind: 'referenced', table: referencing, ...named };
      const table = pick(/not present in table "(.+?)"/, detail);
      return { kind: 'foreignKey', ...(keyColumns && { columns: columnsOf(keyColumns) }), ...(table && { table }), ...named };
    }
    case '23505':
      return { kind: 'unique', ...(keyColumns && { columns: columnsOf(keyColumns) }), ...named };
    case '23502':
      return { kind: 'notNull', ...(text(e.column) && { columns: [text(e.column)] }) };
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

/** mysql2 (MySQL and MariaDB errno; names are in the message). */
function mysqlViolation(errno: number, message: string): ConstraintViolation | undefined {
  const column = pick(/column '(.+?)'/i, message) ?? pick(/^Field '(.+?)'/, message);
  const columns = column ? { columns: [column] } : {};
  const constraint = pick(/CONSTRAINT [`'](.+?)[`']/, message);
  const named = constraint ? { constraint } : {};
  switch (errno) {
    case 1452:
    case 1216: {
      const fk = pick(/FOREIGN KEY \((.+?)\)/, message);
      const table = pick(/REFERENCES [`"]?([^`"\s(]+)/, message);
      return { kind: 'foreignKey', ...(fk && { columns: columnsOf(fk) }), ...(table && { table }), ...named };
    }
    case 1451:
    case 1217: {
      const table = pick(/fails \(([^,]+),/, message);
      return { kind: 'referenced', ...(table && { table: lastPart(table) }), ...named };
    }
    case 1062:
    case 1586: {
      const key = pick(/for key '(.+?)'/, message);
      return { kind: 'unique', ...(key && { constraint: lastPart(key) }) };
    }
    case 1048:
    case 1364:
      return { kind: 'notNull', ...columns };
    case 3819:
      return { kind: 'check', ...(pick(/Check constraint '(.+?)'/, message) ? { constraint: pick(/Check constraint '(.+?)'/, message)! } : {}) };
    case 4025:
      return { kind: 'check', ...named };
    case 1406:
      return { kind: 'tooLong', ...columns };
    case 1264:
    case 1690:
      return { kind: 'outOfRange', ...columns };
    case 1265:
    case 1292:
    case 1366:
    case 1367:
      return { kind: 'invalidValue', ...columns };
    default:
      return undefined;
  }
}

/** tedious (SQL Server error numbers). */
function mssqlViolation(n: number, message: string): ConstraintViolation | undefined {
  const constraint = pick(/constraint ["'](.+?)["']/i, message) ?? pick(/unique index '(.+?)'/, message);
  const named = constraint ? { constraint } : {};
  const column = pick(/column '(.+?)'/, message);
  const columns = column ? { columns: [column] } : {};
  const table = pick(/table "(.+?)"/, message);
  switch (n) {
    case 547:
      if (/REFERENCE constraint/i.test(message)) return { kind: 'referenced', ...(table && { table: lastPart(table) }), ...named };
      if (/FOREIGN KEY constraint/i.test(message)) return { kind: 'foreignKey', ...(table && { table: lastPart(table) }), ...named };
      return { kind: 'check', ...named };
    case 2627:
    case 2601:
      return { kind: 'unique', ...named };
    case 515:
      return { kind: 'notNull', ...columns };
    case 8152:
    case 2628:
      return { kind: 'tooLong', ...columns };
    case 220:
    case 8115:
      return { kind: 'outOfRange' };
    case 245:
    case 8114:
      return { kind: 'invalidValue' };
    default:
      return undefined;
  }
}

/**
 * The constraint or type violation behind a driver error of a write (SQLite, PostgreSQL,
 * MySQL / MariaDB, SQL Server); undefined for anything else (connection, syntax, ...), which stays
 * a server error.
 */
export function constraintViolation(err: unknown): ConstraintViolation | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as DriverError;
  const code = text(e.code);
  if (code.startsWith('SQLITE_')) return sqliteViolation(code, text(e.message));
  // Only a SQLSTATE: five characters, digits and upper-case letters.
  if (/^[0-9A-Z]{5}$/.test(code) && typeof e.errno !== 'number') return pgViolation(e, code);
  if (typeof e.errno === 'number' && typeof e.sqlMessage === 'string') return mysqlViolation(e.errno, e.sqlMessage);
  if (typeof e.number === 'number') return mssqlViolation(e.number, text(e.message));
  // mssql wraps tedious' RequestError.
  if (e.originalError && e.originalError !== err) return constraintViolation(e.originalError);
  return undefined;
}
