/** A MySQL string literal: quotes doubled, backslashes and control characters escaped. */
export function mysqlLiteral(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it escapes
  const escaped = value.replace(/[\0\n\r\x1a\\']/g, (ch) => {
    switch (ch) {
      case '\0':
        return '\\0';
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\x1a':
        return '\\Z';
      case "'":
        return "''";
      default:
        return '\\\\';
    }
  });
  return `'${escaped}'`;
}

const UNESCAPE: Record<string, string> = { '0': '\0', n: '\n', r: '\r', t: '\t', Z: '\x1a', b: '\b' };

/**
 * MariaDB's information_schema writes string defaults as MySQL literals (`'it''s \\ x'`);
 * this turns them into standard SQL literals (only quotes doubled) like the other dialects.
 */
export function standardLiteral(mysql: string): string {
  const m = /^'([\s\S]*)'$/.exec(mysql);
  if (!m) return mysql;
  const body = m[1]!.replace(/\\([\s\S])/g, (_all, ch: string) => (ch === "'" ? "''" : (UNESCAPE[ch] ?? ch)));
  return `'${body}'`;
}
