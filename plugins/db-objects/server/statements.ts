/**
 * The head of a CREATE statement a user wrote for a function, procedure or trigger: which kind
 * and which name it creates (and a trigger's table), so an operation named for one object runs
 * a statement that creates that object and no other. The body is the database's to judge; the
 * dialects run it as one statement only (PostgreSQL's extended protocol, SQLite's prepare,
 * MySQL without multiple statements, SQL Server's batch).
 */
import { HttpError } from '@plinth/sdk/server';

export type RoutineKind = 'function' | 'procedure' | 'trigger';

const QUOTED = ['"(?:[^"]|"")+"', '`(?:[^`]|``)+`', String.raw`\[(?:[^\]]|\]\])+\]`].join('|');
const BARE = String.raw`[\p{L}_][\p{L}\p{N}_$#@]*`;
const NAME = `(?:${QUOTED}|${BARE})`;
const QNAME = String.raw`(${NAME})(?:\s*\.\s*(${NAME}))?`;
const LEADING = String.raw`(?:\s+|--[^\n]*(?:\n|$)|/\*[\s\S]*?\*/)*`;
const HEAD = new RegExp(
  String.raw`^${LEADING}create\s+(?:or\s+(?:replace|alter)\s+)?(?:definer\s*=\s*\S+\s+)?(?:(?:temp|temporary)\s+)?(?:constraint\s+)?(?:aggregate\s+)?(function|procedure|proc|trigger)\s+(?:if\s+not\s+exists\s+)?${QNAME}`,
  'iu',
);
const ON_TABLE = new RegExp(String.raw`\bon\s+${QNAME}`, 'iu');

/** The longest statement accepted. */
export const MAX_STATEMENT_CHARS = 200_000;

export interface StatementOptions {
  /** The database's schema (`public`, `dbo`); a name qualified with another one is refused. */
  schema?: string;
  /** PostgreSQL folds unquoted names to lower case. */
  foldsUnquoted?: boolean;
}

/** A name as the database stores it: quotes removed (doubled quotes undone), a bare one folded where the database folds it. */
export function unquoteName(raw: string, options: StatementOptions = {}): string {
  const first = raw[0];
  if (first === '"') return raw.slice(1, -1).replace(/""/g, '"');
  if (first === '`') return raw.slice(1, -1).replace(/``/g, '`');
  if (first === '[') return raw.slice(1, -1).replace(/\]\]/g, ']');
  return options.foldsUnquoted ? raw.toLowerCase() : raw;
}

/** `[a, b]` of `a.b` or `[undefined, a]` of `a`, unquoted. */
function qualifiedName(first: string, second: string | undefined, options: StatementOptions): [string | undefined, string] {
  return second === undefined ? [undefined, unquoteName(first, options)] : [unquoteName(first, options), unquoteName(second, options)];
}

/**
 * Checks that `sql` is one CREATE of `kind` named `name` (in the database's schema when
 * qualified); answers a trigger's table. 400 with the reason otherwise.
 */
export function checkCreateStatement(kind: RoutineKind, name: string, sql: string, options: StatementOptions = {}): { table?: string } {
  const upper = kind.toUpperCase();
  const head = HEAD.exec(sql);
  if (!head) throw new HttpError(400, `Write one CREATE ${upper} statement`);
  const found = head[1]!.toLowerCase() === 'proc' ? 'procedure' : (head[1]!.toLowerCase() as RoutineKind);
  if (found !== kind) throw new HttpError(400, `This is a CREATE ${found.toUpperCase()} statement, not CREATE ${upper}`);
  const [schema, created] = qualifiedName(head[2]!, head[3], options);
  if (schema !== undefined && schema !== options.schema) {
    throw new HttpError(
      400,
      options.schema ? `The ${kind} must be in the schema '${options.schema}'` : `Write the ${kind}'s name without a schema`,
    );
  }
  if (created !== name) throw new HttpError(400, `The statement creates '${created}', not '${name}'`);
  if (kind !== 'trigger') return {};
  const on = ON_TABLE.exec(sql.slice(head.index + head[0].length));
  if (!on) throw new HttpError(400, 'A trigger names its table: ON <table>');
  const [tableSchema, table] = qualifiedName(on[1]!, on[2], options);
  if (tableSchema !== undefined && tableSchema !== options.schema)
    throw new HttpError(400, `The trigger's table must be in the database's schema`);
  return { table };
}

/** A view's SELECT: one query (SELECT, WITH, VALUES, TABLE), a trailing semicolon dropped. */
export function viewSelect(text: string): string {
  const select = text.trim().replace(/;\s*$/, '').trim();
  if (!new RegExp(String.raw`^${LEADING}\(?\s*(select|with|values|table)\b`, 'i').test(select)) {
    throw new HttpError(400, 'A view is defined by a SELECT statement');
  }
  return select;
}
