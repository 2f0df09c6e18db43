/**
 * Cell values per uidt, for every view type (grid, gallery, kanban, calendar, form): how the
 * API's value is shown as text, and how typed or pasted text becomes the value the API takes
 * (with the validation message key when it cannot). The server checks again (uidt validation in
 * the data plugin); this gives the user the message before a round trip. Browser-safe.
 */
import type { Uidt } from './entities.js';
import {
  dateTimeParts,
  dateTimeText,
  dateValue,
  InvalidSelectOptionsError,
  isEmail,
  isPhoneNumber,
  isUrl,
  parseSelectOptions,
  selectOptionsText,
  timeValue,
} from './values.js';
import type { ViewColumn } from './view-columns.js';

export type Row = Record<string, unknown>;

/** An attachment as a cell holds it: what the API answered, any part possibly missing. */
export interface CellAttachment {
  url?: string;
  title?: string;
  mimetype?: string;
  size?: number;
  path?: string;
}

export const MAX_RATING = 5;

/**
 * Options of a select column from its `dtxp`, read by the SDK's parser (the server's); an
 * unreadable list shows no options rather than failing the cell.
 */
export function selectOptions(dtxp: string | undefined | null): string[] {
  try {
    return parseSelectOptions(dtxp);
  } catch (err) {
    if (err instanceof InvalidSelectOptionsError) return [];
    throw err;
  }
}

/** `dtxp` text for a list of options. */
export const optionsText = selectOptionsText;

/** Colours of select options by position (light backgrounds readable in both themes' text colour). */
const OPTION_COLOURS = ['#cfdffe', '#d0f1fd', '#c2f5e9', '#d1f7c4', '#ffeab6', '#fee2d5', '#ffdce5', '#ffdaf6', '#ede2fe', '#eeeeee'];
export function optionColour(index: number): string {
  return OPTION_COLOURS[((index % OPTION_COLOURS.length) + OPTION_COLOURS.length) % OPTION_COLOURS.length]!;
}

/** MultiSelect values: the API answers comma text; writes take a list. */
export function multiValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Attachments: the API answers JSON text (or a list). Anything unreadable is no attachments. */
export function attachments(value: unknown): CellAttachment[] {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return [];
    }
  }
  return Array.isArray(v) ? (v.filter((a) => a && typeof a === 'object') as CellAttachment[]) : [];
}

/** Seconds as `h:mm:ss`. */
function formatDuration(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  let s = Math.abs(Math.round(seconds));
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  return `${sign}${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** `h:mm:ss`, `mm:ss` or a number of seconds; undefined when unreadable. */
function parseDuration(text: string): number | undefined {
  const t = text.trim();
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  const m = /^(-)?(\d+):(\d{1,2})(?::(\d{1,2}))?$/.exec(t);
  if (!m) return undefined;
  const [, neg, a, b, c] = m;
  const total = c === undefined ? Number(a) * 60 + Number(b) : Number(a) * 3600 + Number(b) * 60 + Number(c);
  return neg ? -total : total;
}

/** Text of a related row: its first text-like value after the key, else its key. */
export function relatedLabel(row: Row): string {
  const entries = Object.entries(row).filter(([, v]) => v !== null && typeof v !== 'object');
  const text = entries.find(([k, v]) => typeof v === 'string' && k !== 'id');
  return String((text ?? entries[0])?.[1] ?? '');
}

/**
 * A cell's machine text: what it copies (TSV, so a paste reads it back) and what an editor starts
 * from. Cells show `cellFormatter`'s text, with numbers and dates in the user's language.
 */
export function displayText(col: Pick<ViewColumn, 'uidt' | 'relation'>, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (col.relation) {
    if (Array.isArray(value)) return value.map((r) => relatedLabel(r as Row)).join(', ');
    return typeof value === 'object' ? relatedLabel(value as Row) : String(value);
  }
  switch (col.uidt) {
    case 'Checkbox':
      return value === true || value === 1 || value === '1' || value === 'true' ? 'true' : 'false';
    case 'MultiSelect':
      return multiValues(value).join(',');
    case 'Attachment':
      return attachments(value)
        .map((a) => a.title ?? a.url ?? '')
        .join(', ');
    case 'Duration':
      return typeof value === 'number' ? formatDuration(value) : String(value);
    case 'Percent':
      return `${String(value)}%`;
    case 'JSON':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'Lookup':
      return Array.isArray(value) ? value.map((v) => (v === null ? '' : String(v))).join(', ') : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * English texts of `parseInput`'s error keys: a view type plugin spreads them into its i18n
 * bundle (the keys live in the plugin's namespace, next to its own texts).
 */
export const CELL_INPUT_MESSAGES_EN: Readonly<Record<string, string>> = {
  'invalid.integer': "'{{value}}' is not a whole number",
  'invalid.year': "'{{value}}' is not a year",
  'invalid.number': "'{{value}}' is not a number",
  'invalid.duration': "'{{value}}' is not a duration (h:mm:ss)",
  'invalid.rating': "'{{value}}' is not a rating from 0 to {{max}}",
  'invalid.checkbox': "'{{value}}' is not true or false",
  'invalid.date': "'{{value}}' is not a date (YYYY-MM-DD)",
  'invalid.time': "'{{value}}' is not a time (HH:MM)",
  'invalid.datetime': "'{{value}}' is not a date and time",
  'invalid.email': "'{{value}}' is not an e-mail address",
  'invalid.url': "'{{value}}' is not a URL",
  'invalid.phone': "'{{value}}' is not a phone number",
  'invalid.option': "'{{value}}' is not one of the options",
  'invalid.json': 'Not valid JSON',
  'invalid.attachment': 'Not a list of attachments',
};

export type ParseResult = { ok: true; value: unknown } | { ok: false; error: string; params?: Record<string, unknown> };

const ok = (value: unknown): ParseResult => ({ ok: true, value });
const fail = (error: string, params?: Record<string, unknown>): ParseResult => ({ ok: false, error, params });

/** Types whose empty text is an empty string rather than no value. */
const TEXT_UIDT: readonly Uidt[] = ['SingleLineText', 'LongText', 'Geometry', 'SpecificDBType', 'Barcode', 'Collaborator'];

/**
 * Text typed or pasted into a cell as the value to send. Errors are i18n keys of the plugin
 * (`invalid.*`) with their parameters.
 */
export function parseInput(col: Pick<ViewColumn, 'uidt' | 'column'>, raw: string): ParseResult {
  const text = col.uidt === 'LongText' || col.uidt === 'JSON' ? raw : raw.trim();
  if (text === '') return ok(TEXT_UIDT.includes(col.uidt) ? '' : null);
  switch (col.uidt) {
    case 'Number':
    case 'ForeignKey':
    case 'Year':
      if (!/^-?\d+$/.test(text)) return fail('invalid.integer', { value: text });
      if (col.uidt === 'Year' && !/^\d{4}$/.test(text)) return fail('invalid.year', { value: text });
      return ok(Number(text));
    case 'Decimal':
    case 'Currency':
    case 'Percent': {
      const n = Number(
        text
          .replace(/%$/, '')
          .replace(/^[$€£¥]/, '')
          .replace(/,/g, ''),
      );
      return Number.isFinite(n) ? ok(n) : fail('invalid.number', { value: text });
    }
    case 'Duration': {
      const d = parseDuration(text);
      return d === undefined ? fail('invalid.duration', { value: text }) : ok(d);
    }
    case 'Rating': {
      const n = Number(text);
      return Number.isInteger(n) && n >= 0 && n <= MAX_RATING ? ok(n) : fail('invalid.rating', { value: text, max: MAX_RATING });
    }
    case 'Checkbox':
      if (/^(true|1|yes|y|x|checked)$/i.test(text)) return ok(true);
      if (/^(false|0|no|n|unchecked)$/i.test(text)) return ok(false);
      return fail('invalid.checkbox', { value: text });
    case 'Date':
      return dateValue(text) !== undefined ? ok(text) : fail('invalid.date', { value: text });
    case 'Time': {
      const time = timeValue(text);
      return time !== undefined ? ok(time) : fail('invalid.time', { value: text });
    }
    case 'DateTime': {
      // The server's rule (a date alone is midnight); the zone, if typed, goes along as written.
      const parts = dateTimeParts(text);
      return parts ? ok(dateTimeText(parts) + (parts.zone ?? '')) : fail('invalid.datetime', { value: text });
    }
    case 'Email':
      return isEmail(text) ? ok(text) : fail('invalid.email', { value: text });
    case 'URL':
      return isUrl(text) ? ok(text) : fail('invalid.url', { value: text });
    case 'PhoneNumber':
      return isPhoneNumber(text) ? ok(text) : fail('invalid.phone', { value: text });
    case 'SingleSelect': {
      const options = selectOptions(col.column?.dtxp);
      return !options.length || options.includes(text) ? ok(text) : fail('invalid.option', { value: text });
    }
    case 'MultiSelect': {
      const options = selectOptions(col.column?.dtxp);
      const items = multiValues(text);
      const unknown = items.find((i) => options.length && !options.includes(i));
      return unknown === undefined ? ok(items) : fail('invalid.option', { value: unknown });
    }
    case 'JSON':
      try {
        JSON.parse(text);
        return ok(text);
      } catch {
        return fail('invalid.json');
      }
    case 'Attachment': {
      try {
        const list = JSON.parse(text) as unknown;
        if (Array.isArray(list)) return ok(list);
      } catch {
        // fall through
      }
      return fail('invalid.attachment');
    }
    default:
      return ok(raw);
  }
}

/** The value a cell editor starts from, as the text its input shows. */
export function editText(col: Pick<ViewColumn, 'uidt' | 'relation'>, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (col.uidt) {
    case 'Percent':
      return String(value);
    case 'DateTime': {
      // datetime-local inputs take `YYYY-MM-DDTHH:MM[:SS]`.
      const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)/.exec(String(value));
      return m ? `${m[1]}T${m[2]}` : String(value);
    }
    case 'Date': {
      const m = /^\d{4}-\d{2}-\d{2}/.exec(String(value));
      return m ? m[0] : String(value);
    }
    case 'Attachment':
      return JSON.stringify(attachments(value));
    default:
      return displayText(col, value);
  }
}
