/**
 * Value rules shared by the server (uidt validation in the data service, DDL of select columns)
 * and the web (the grid's editors check before a round trip): one definition, so the two never
 * disagree. Browser-safe: no server imports.
 */

/** What an Email value must look like. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a PhoneNumber value must look like: the data service refuses others, and the OpenAPI
 * document states it as the pattern of such columns.
 */
export const PHONE_NUMBER_PATTERN = /^\+?[\d\s().-]{3,30}$/;

/** Select options that cannot be read (an unterminated quote, text between quoted options). */
export class InvalidSelectOptionsError extends Error {
  constructor(readonly dtxp: string) {
    super(`Invalid select options '${dtxp}'`);
    this.name = 'InvalidSelectOptionsError';
  }
}

/**
 * Select options as the product writes them (`'a','b'` or `a,b`) -> the option strings.
 * Quotes are doubled (`'it''s'`) or backslash-escaped inside quoted options.
 */
export function parseSelectOptions(dtxp: string | undefined | null): string[] {
  if (!dtxp) return [];
  const text = dtxp.trim();
  if (!text.startsWith("'"))
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /[\s,]/.test(text[i]!)) i++;
    if (i >= text.length) break;
    if (text[i] !== "'") throw new InvalidSelectOptionsError(dtxp);
    let value = '';
    i++;
    for (;;) {
      if (i >= text.length) throw new InvalidSelectOptionsError(dtxp);
      const ch = text[i]!;
      if (ch === '\\' && i + 1 < text.length) {
        value += text[i + 1];
        i += 2;
      } else if (ch === "'" && text[i + 1] === "'") {
        value += "'";
        i += 2;
      } else if (ch === "'") {
        i++;
        break;
      } else {
        value += ch;
        i++;
      }
    }
    out.push(value);
  }
  return out;
}

/** `dtxp` text for a list of options (what `parseSelectOptions` reads back). */
export function selectOptionsText(options: readonly string[]): string {
  return options.map((o) => `'${o.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(',');
}
