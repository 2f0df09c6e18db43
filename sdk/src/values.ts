/**
 * Value rules shared by the server (uidt validation in the data service, where values of the
 * query guard, DDL of select columns) and the web (the grid's editors check before a round trip):
 * one definition, so the two never disagree. Browser-safe: no server imports.
 */

/** What an Email value must look like. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a PhoneNumber value must look like: the data service refuses others, and the OpenAPI
 * document states it as the pattern of such columns.
 */
export const PHONE_NUMBER_PATTERN = /^\+?[\d\s().-]{3,30}$/;

/** Schemes a URL value may have. */
const URL_SCHEMES = ['http:', 'https:', 'ftp:', 'mailto:'];

export const isEmail = (text: string): boolean => EMAIL_PATTERN.test(text);
export const isPhoneNumber = (text: string): boolean => PHONE_NUMBER_PATTERN.test(text);

/** An absolute http(s), ftp or mailto URL. */
export function isUrl(text: string): boolean {
  try {
    return URL_SCHEMES.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** A decimal number as text: `12`, `-1.5`, `.5`, `1e3` (no `Infinity`, hex or empty text). */
export const DECIMAL_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Whether year-month-day names a day of the calendar (2024-02-29 yes, 2023-02-29 and 2024-02-30 no). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** A `YYYY-MM-DD` date that exists, as given; undefined otherwise. */
export function dateValue(text: string): string | undefined {
  const m = DATE.exec(text);
  return m && isCalendarDay(+m[1]!, +m[2]!, +m[3]!) ? text : undefined;
}

/** `HH:MM[:SS[.ffffff]]` within 00:00:00-23:59:59, as `HH:MM:SS[.ffffff]`; undefined otherwise. */
export function timeValue(text: string): string | undefined {
  const m = TIME.exec(text);
  if (!m || +m[1]! > 23 || +m[2]! > 59 || +(m[3] ?? 0) > 59) return undefined;
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}${m[4] ?? ''}`;
}

/** The parts of an ISO 8601 date and time (a date alone is midnight); `zone` as written. */
export interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** `.ffffff` as written, or ''. */
  fraction: string;
  /** `Z`, `+02:00`, `-0530`... as written; undefined for a local time. */
  zone?: string;
  /** Minutes east of UTC for `zone` (0 without one). */
  offsetMinutes: number;
}

/**
 * `YYYY-MM-DD[( |T)HH:MM[:SS[.ffffff]]][zone]` naming an existing day and time (zones up to
 * ±14:59); undefined otherwise.
 */
export function dateTimeParts(text: string): DateTimeParts | undefined {
  const m = DATETIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((p) =>
    p === undefined ? undefined : Number(p),
  ) as number[];
  if (!isCalendarDay(year!, month!, day!) || hour > 23 || minute > 59 || second > 59) return undefined;
  const zone = m[8];
  const offsetMinutes = zone ? zoneMinutes(zone) : 0;
  if (offsetMinutes === undefined) return undefined;
  return { year: year!, month: month!, day: day!, hour, minute, second, fraction: m[7] ?? '', zone, offsetMinutes };
}

function zoneMinutes(zone: string): number | undefined {
  if (zone.toUpperCase() === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? 0);
  if (hours > 14 || minutes > 59) return undefined;
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS[.ffffff]` of date-time parts, without their zone. */
export function dateTimeText(p: Pick<DateTimeParts, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'fraction'>): string {
  return `${String(p.year).padStart(4, '0')}-${pad2(p.month)}-${pad2(p.day)} ${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}${p.fraction}`;
}

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
