/**
 * SQL Server text literal `N'...'`. knex turns bare `?` into `@pN` markers in every statement
 * and its schema builder drops the `\?` escape, so a `?` is spelled NCHAR(63).
 */
export function mssqlLiteral(value: string): string {
  const parts = value.split('?').map((p) => `N'${p.replace(/'/g, "''")}'`);
  return parts.length === 1 ? parts[0]! : `(${parts.join(' + NCHAR(63) + ')})`;
}

/**
 * `[name]` with `]` doubled. knex's own SQL Server quoting deletes brackets from names (so
 * `a]b` would address table `ab`); `?` is escaped as `\?`, which knex turns back into `?`.
 */
export function mssqlIdentifier(value: string, origImpl: (value: string) => string): string {
  if (value === '*') return origImpl(value);
  return `[${value.replace(/\]/g, ']]').replace(/\?/g, '\\?')}]`;
}

/**
 * A default definition from sys.default_constraints as a standard literal where it is one:
 * `((N'a'+nchar((63)))+N'b')` -> `'a?b'`, `((1))` -> `1`.
 */
export function standardDefault(definition: string): string {
  const token = /N?'((?:[^']|'')*)'|nchar\(\(?(\d+)\)?\)|[()+\s]/giy;
  let text = '';
  let literal = false;
  let m: RegExpExecArray | null;
  token.lastIndex = 0;
  while ((m = token.exec(definition))) {
    if (m[1] !== undefined) {
      text += m[1].replace(/''/g, "'");
      literal = true;
    } else if (m[2] !== undefined) {
      text += String.fromCharCode(Number(m[2]));
      literal = true;
    }
    if (token.lastIndex === definition.length) return literal ? `'${text.replace(/'/g, "''")}'` : definition;
  }
  return definition;
}
