/**
 * The escaping rule shared by `where`, `sort` and `fields`: a backslash followed by one of
 * `\ , ( ) ~ -` stands for that character; any other backslash is an ordinary character, so
 * values such as `C:\dir` need no escaping. Nothing else is special inside a value: a condition's
 * value runs to the first unescaped `)`, and `,` separates list values.
 */

const ESCAPABLE = new Set(['\\', ',', '(', ')', '~', '-']);

export function isEscapable(ch: string | undefined): boolean {
  return ch !== undefined && ESCAPABLE.has(ch);
}

/** A field name or value written into where text (the inverse of what the parser reads). */
export function escapeWhereText(text: string): string {
  return text.replace(/[\\,()~]/g, (ch) => `\\${ch}`);
}

/** A column name written into a sort / fields list: `,` and `\` escaped, a leading `-` or `+` too. */
export function escapeListItem(name: string): string {
  const escaped = name.replace(/[\\,]/g, (ch) => `\\${ch}`);
  return /^[-+]/.test(escaped) ? `\\${escaped}` : escaped;
}

/** Removes escapes: `\,` -> `,`; a backslash before any other character stays. */
export function unescapeText(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (ch === '\\' && isEscapable(raw[i + 1])) {
      out += raw[i + 1];
      i++;
    } else out += ch;
  }
  return out;
}

export interface ListItem {
  /** Text as written, escapes kept (the sort parser reads a leading `-` before unescaping). */
  raw: string;
  /** 0-based offset of the item in the whole text. */
  start: number;
}

/** Splits at unescaped commas. */
export function splitList(text: string): ListItem[] {
  const items: ListItem[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && isEscapable(text[i + 1])) i++;
    else if (ch === ',') {
      items.push({ raw: text.slice(start, i), start });
      start = i + 1;
    }
  }
  items.push({ raw: text.slice(start), start });
  return items;
}
