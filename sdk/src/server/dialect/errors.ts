/** The spec's connection messages (000 section 2) and the error every dialect throws. */

export const DIALECT_MESSAGES = {
  invalidPath: 'Invalid character in folder path',
  pathNotAllowed: 'This SQLite file is not in a folder the server allows for external databases',
  invalidCredentials: 'Invalid database credentials',
  unreachable: 'Unable to connect to database, please check your database is up',
  noCreatePermission: 'User does not exist or have sufficient permission to create schema',
  success: 'Connection was successful',
  failurePrefix: 'Connection Failure:',
} as const;

export type DialectErrorKind =
  | 'invalidPath'
  | 'pathNotAllowed'
  | 'invalidCredentials'
  | 'unreachable'
  | 'noCreatePermission'
  | 'invalidInput'
  | 'unsupported'
  | 'driver';

/** HTTP status a consumer answers with for each kind. */
const STATUS: Record<DialectErrorKind, number> = {
  invalidPath: 400,
  pathNotAllowed: 400,
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

/**
 * What a database refused, as a dialect reads it from its driver's error codes: the caller gets
 * the product's sentence for it (`refusalMessage`), never the driver's text. `name` is the
 * caller's own identifier when the driver names it.
 */
export type DriverRefusal =
  | { kind: 'exists'; what: 'Table' | 'Column' | 'Index or constraint'; name?: string }
  | { kind: 'missing'; what: 'Table' | 'Column' | 'Database' | 'Schema'; name?: string }
  | { kind: 'reserved'; name?: string }
  | { kind: 'dependents' }
  | { kind: 'conversion' }
  | { kind: 'rows'; violation: 'unique' | 'notNull' | 'foreignKey' | 'check' }
  | { kind: 'permission' }
  | { kind: 'busy' }
  | { kind: 'cancelled' }
  | { kind: 'tooMany' };

const ROWS: Record<Extract<DriverRefusal, { kind: 'rows' }>['violation'], string> = {
  unique: 'some rows have the same value',
  notNull: 'some rows have no value',
  foreignKey: 'some rows refer to rows that do not exist',
  check: 'some rows do not satisfy a constraint',
};

/** A name from a driver message, unquoted and bounded, for a message. */
const named = (name: string | undefined) => (name ? ` '${unqualifiedName(name).slice(0, 128)}'` : '');

/** The caller's message for a refusal by the database `product` (its display name). */
export function refusalMessage(r: DriverRefusal, product: string): string {
  switch (r.kind) {
    case 'exists':
      return `${r.what}${named(r.name)} already exists`;
    case 'missing':
      return `${r.what}${named(r.name)} does not exist`;
    case 'reserved':
      return `Name${named(r.name)} is reserved by ${product}`;
    case 'dependents':
      return 'Other objects of the database depend on it';
    case 'conversion':
      return 'The existing values do not fit the new type';
    case 'rows':
      return `The table's rows do not allow this change: ${ROWS[r.violation]}`;
    case 'permission':
      return `The database user may not make this change in ${product}`;
    case 'busy':
      return `${product} is busy; try again`;
    case 'cancelled':
      return `${product} cancelled the statement: it took too long`;
    case 'tooMany':
      return `This goes past a limit of ${product}`;
  }
}

/** Knex puts the failed statement, values included, in front of the driver's message. */
const STATEMENT =
  /^\s*\(?\s*(select|insert|update|delete|create|alter|drop|pragma|with|begin|commit|rollback|savepoint|release|set|exec|declare|truncate|show|comment|grant|rename|replace|vacuum|analyze|if|use)\b/i;

/** An error the database server itself reported (a SQLSTATE, a SQLite, MySQL or SQL Server code): its text is the driver's. */
function fromDatabase(err: unknown): boolean {
  const e = err as { code?: unknown; sqlState?: unknown; number?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  return typeof e.sqlState === 'string' || typeof e.number === 'number' || code.startsWith('SQLITE_') || /^(?=.*\d)[0-9A-Z]{5}$/.test(code);
}

/**
 * A driver error as the caller may see it. A refusal the dialect recognised gets its product
 * message; anything else the database or a statement reported gets a general one (its text
 * holds SQL, values and the driver's wording); what failed while connecting (a TLS or socket
 * notice, no statement) is kept when it is a short single line. The driver's error stays the
 * `cause`, for the server's log.
 */
export function driverError(err: unknown, refusal: DriverRefusal | undefined, product: string): DialectError {
  if (refusal) return new DialectError('driver', refusalMessage(refusal, product), err);
  const text = errorMessage(err);
  const plain =
    !fromDatabase(err) &&
    text.length <= 300 &&
    !/[\r\n]/.test(text) &&
    !STATEMENT.test(text) &&
    !/\/[\w.-]+\/|[\w-]+\.(?:c|js|ts):\d+/.test(text);
  return new DialectError('driver', plain ? text : `${product} refused the request`, err);
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

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EPIPE',
]);

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

/** A driver error's field as text ('' when absent or not a string). */
export const driverText = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The first capture group of `re` in `s`, or undefined. */
export const firstMatch = (re: RegExp, s: string): string | undefined => re.exec(s)?.[1];

/** A name as the last part of a qualified one, its quotes dropped: `dbo.orders` / `` `db`.`orders` `` -> `orders`. */
export const unqualifiedName = (name: string): string =>
  name
    .split('.')
    .pop()!
    .replace(/^[`"[]|[`"\]]$/g, '');

/** A comma-separated column list from a driver message as plain names: `a, "b"` -> `['a', 'b']`. */
export const columnNames = (list: string): string[] =>
  list
    .split(',')
    .map((c) => unqualifiedName(c.trim()))
    .filter(Boolean);
