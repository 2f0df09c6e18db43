/**
 * Numbers, currencies, percentages, dates and times as a cell shows them in the user's language
 * (`Intl`): `1.234,5` and `12 %` in German, `26 nov. 2026` in French. Display only: editors,
 * copied text (TSV), filters and the API keep the machine values `displayText` / `editText` give,
 * so what is typed or pasted reads back the same in every language. Browser-safe.
 */
import { displayText } from './cell-values.js';
import { dateTimeParts, DECIMAL_PATTERN, isCalendarDay } from './values.js';
import type { ViewColumn } from './view-columns.js';

/**
 * The BCP 47 tag `Intl` knows a Plinth locale code by: `zh_CN` is `zh-CN`, `iw` (Hebrew's old
 * code) is `he`. A code `Intl` cannot read falls back to English.
 */
export function intlLocale(code: string): string {
  const tag = code.replace(/_/g, '-').replace(/^iw(?=-|$)/i, 'he');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

type FormattedColumn = Pick<ViewColumn, 'uidt' | 'relation' | 'column'>;

export interface CellFormatter {
  /** The BCP 47 tag it formats for. */
  readonly locale: string;
  /** The text a cell shows for `value`: `displayText`'s, in the locale's form for numbers and dates. */
  text(col: FormattedColumn, value: unknown): string;
}

export interface CellFormatOptions {
  /** Zone date-times with a zone are shown in; default the browser's. Date-only values never shift. */
  timeZone?: string;
}

/** Currency of Currency columns: the column meta names none. */
const DEFAULT_CURRENCY = 'USD';
/** Intl's limit on fraction digits (Node 20; browsers allow more). */
const MAX_FRACTION_DIGITS = 20;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const ISO_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?/;

/** A number as exact decimal text (`Intl` formats text without a detour through a double), or undefined. */
function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return DECIMAL_PATTERN.test(text) ? text : undefined;
}

/** Digits after the point in decimal text, exponent included (`1.25` 2, `1e-7` 7, `1200` 0). */
function fractionDigits(text: string): number {
  const m = /^[+-]?\d*(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  const digits = (m?.[1]?.length ?? 0) - Number(m?.[2] ?? 0);
  return Math.min(Math.max(digits, 0), MAX_FRACTION_DIGITS);
}

/** Exactly the decimals of the text, trailing zeros too (`1234.50` from a numeric(10,2) keeps both). */
function ownDigits(text: string): Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> {
  const digits = fractionDigits(text);
  return { minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/** Decimal text divided by 100, exactly: the exponent moved by two (`12.5` is `12.5E-2`). */
function hundredth(text: string): Intl.StringNumericLiteral {
  const [mantissa, exponent = '0'] = text.split(/e/i);
  return `${mantissa}E${Number(exponent) - 2}` as Intl.StringNumericLiteral;
}

/** The scale of a decimal column from its `dtxp` (`10,2` is 2); undefined when it names none. */
function columnScale(col: FormattedColumn): number | undefined {
  const m = /^\s*\d+\s*,\s*(\d+)\s*$/.exec(col.column?.dtxp ?? '');
  return m ? Math.min(Number(m[1]), MAX_FRACTION_DIGITS) : undefined;
}

class IntlCellFormatter implements CellFormatter {
  /** Intl formatters are slow to build and fast to use: one per option set. */
  private readonly numberFormats = new Map<string, Intl.NumberFormat>();
  private readonly dateFormats = new Map<string, Intl.DateTimeFormat>();

  constructor(
    readonly locale: string,
    private readonly timeZone: string | undefined,
  ) {}

  text(col: FormattedColumn, value: unknown): string {
    if (value === null || value === undefined || col.relation) return displayText(col, value);
    const formatted = this.formatted(col, value);
    return formatted ?? displayText(col, value);
  }

  /** The localised text, or undefined when the value is not what its type holds (shown as it is). */
  private formatted(col: FormattedColumn, value: unknown): string | undefined {
    switch (col.uidt) {
      case 'Number':
      case 'Rollup':
      case 'Count':
        return this.number(value, {});
      case 'Year':
        return this.number(value, { useGrouping: false });
      case 'Decimal': {
        const scale = columnScale(col);
        return this.number(value, scale === undefined ? {} : { minimumFractionDigits: scale, maximumFractionDigits: scale });
      }
      case 'Currency': {
        const scale = columnScale(col);
        const digits = scale === undefined ? {} : { minimumFractionDigits: scale, maximumFractionDigits: scale };
        return this.number(value, { style: 'currency', currency: DEFAULT_CURRENCY, ...digits }, true);
      }
      case 'Percent': {
        // 12 is 12 %: Intl's percent style takes 0.12, moved by the exponent so no digit changes.
        const text = decimalText(value);
        if (text === undefined) return undefined;
        return this.numberFormat({ style: 'percent', ...ownDigits(text) }).format(hundredth(text));
      }
      case 'Date':
        return this.date(value);
      case 'DateTime':
      case 'CreateTime':
      case 'LastModifiedTime':
        return this.dateTime(value);
      case 'Time':
        return this.time(value);
      default:
        return undefined;
    }
  }

  /**
   * A number with the locale's grouping and decimal sign; its own decimals unless `options` fix
   * them (`currencyDigits`: the currency's own, e.g. 2 for USD, unless fixed).
   */
  private number(value: unknown, options: Intl.NumberFormatOptions, currencyDigits = false): string | undefined {
    const text = decimalText(value);
    if (text === undefined) return undefined;
    const fixed = options.maximumFractionDigits !== undefined || currencyDigits;
    const digits = fixed ? {} : ownDigits(text);
    return this.numberFormat({ ...options, ...digits }).format(text as Intl.StringNumericLiteral);
  }

  private numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
    const key = JSON.stringify(options);
    let format = this.numberFormats.get(key);
    if (!format) this.numberFormats.set(key, (format = new Intl.NumberFormat(this.locale, options)));
    return format;
  }

  private dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
    const key = JSON.stringify(options);
    let format = this.dateFormats.get(key);
    if (!format) this.dateFormats.set(key, (format = new Intl.DateTimeFormat(this.locale, options)));
    return format;
  }

  /** A calendar day: the same day in every zone (formatted as UTC midnight). */
  private date(value: unknown): string | undefined {
    const m = typeof value === 'string' ? ISO_DATE.exec(value) : null;
    if (!m) return undefined;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (!isCalendarDay(year, month, day)) return undefined;
    return this.dateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
  }

  /**
   * A date and time. With a zone it is an instant, shown in the user's zone; without one it is
   * the wall-clock time the database holds, shown as it is (no zone to convert from).
   */
  private dateTime(value: unknown): string | undefined {
    const parts = typeof value === 'string' ? dateTimeParts(value.trim()) : undefined;
    if (!parts) return undefined;
    const wallClock = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
    if (parts.zone === undefined) return this.dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(wallClock);
    const instant = wallClock - parts.offsetMinutes * 60_000;
    return this.dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: this.timeZone }).format(instant);
  }

  /** A time of day (`14:30:00` is `2:30 PM` in English); seconds only when there are some. */
  private time(value: unknown): string | undefined {
    const m = typeof value === 'string' ? ISO_TIME.exec(value.trim()) : null;
    if (!m) return undefined;
    const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
    if (hour > 23 || minute > 59 || second > 59) return undefined;
    const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
    if (second) options.second = '2-digit';
    return this.dateFormat(options).format(Date.UTC(1970, 0, 1, hour, minute, second));
  }
}

const formatters = new Map<string, CellFormatter>();

/**
 * The cell formatter for a Plinth locale code (`de`, `zh_CN`, `iw`), one per locale and zone:
 * its `Intl` formatters are built once and reused for every cell.
 */
export function cellFormatter(language: string, options: CellFormatOptions = {}): CellFormatter {
  const locale = intlLocale(language);
  const key = `${locale}|${options.timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new IntlCellFormatter(locale, options.timeZone)));
  return formatter;
}
