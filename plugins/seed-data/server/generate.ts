/**
 * Fake values for one table's columns, chosen by the column's type (uidt and native type) and by
 * its name (e-mail, phone, first / last name, company, city, dates...), always within what the
 * data service accepts: select options, lengths of `char` columns, integer ranges, decimal
 * scales, e-mail / URL / phone patterns, required columns. Foreign keys take values from pools
 * of existing parent keys the runner gives.
 */
import type { Faker } from '@faker-js/faker';
import { isEmail, isPhoneNumber, isUrl, parseSelectOptions, type ColumnMeta, type TableMeta } from '@plinth/sdk';
import { ColumnIndex, isVirtualColumn, type SqlFamily, type ValueKind } from '@plinth/sdk/server';
import type { SeedLocale } from '../types.js';

/**
 * English fakes for ASCII-only values (e-mail local parts, domains, URLs) in every locale. Set by
 * `fakerFor`, which every generator's faker comes from, so it is there before any value is made.
 */
let fakerEN: Faker;

/** The faker of a locale; faker and its locale data load on the first sample run, not at the server's start. */
export async function fakerFor(locale: SeedLocale): Promise<Faker> {
  const f = await import('@faker-js/faker');
  fakerEN = f.fakerEN;
  const fakers: Record<SeedLocale, Faker> = {
    en: f.fakerEN,
    de: f.fakerDE,
    fr: f.fakerFR,
    es: f.fakerES,
    it: f.fakerIT,
    nl: f.fakerNL,
    pt_BR: f.fakerPT_BR,
    ja: f.fakerJA,
    zh_CN: f.fakerZH_CN,
    ko: f.fakerKO,
    ru: f.fakerRU,
  };
  return fakers[locale];
}

/** Columns the database or the meta fills (or that hold no value of their own): never written. */
const NOT_WRITTEN = new Set(['CreateTime', 'LastModifiedTime', 'AutoNumber', 'Formula', 'Rollup', 'Lookup', 'Count', 'Button']);
/** Columns left empty unless required (no sensible fake, or a file). */
const ONLY_IF_REQUIRED = new Set(['Attachment', 'Collaborator', 'Geometry', 'SpecificDBType', 'Barcode']);

type Gen = (i: number) => unknown;

/** How one column is filled. */
export interface ColumnFill {
  col: ColumnMeta;
  /** 'fk': from the pool of its parent's keys; 'pk': unique per row; 'value': a fake value. */
  source: 'fk' | 'pk' | 'value';
  gen?: Gen;
}

/** Why a table cannot be filled, or null. */
export type Refusal = string | null;

const norm = (s: string) =>
  s
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');

/** The longest text a column holds, when its native type says (`varchar(40)`, `char(2)`). */
export function maxLength(col: ColumnMeta): number | undefined {
  if (!/char/i.test(col.dt ?? '')) return undefined;
  const fromDtxp = /^\d+$/.test(col.dtxp ?? '') ? Number(col.dtxp) : undefined;
  const fromDt = /\((\d+)\)/.exec(col.dt ?? '')?.[1];
  return fromDtxp ?? (fromDt ? Number(fromDt) : undefined);
}

/** Text cut to `max` characters (code points, as the data service counts them). */
function clip(text: string, max: number | undefined): string {
  if (max === undefined) return text;
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() || chars.slice(0, max).join('') : text;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dateText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const timeText = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** Precision and scale of a decimal column (`10,2` in dtxp or `numeric(10,2)`), when known. */
function decimalShape(col: ColumnMeta): { precision?: number; scale?: number } {
  const m = /^\s*(\d+)\s*(?:,\s*(\d+)\s*)?$/.exec(col.dtxp ?? '') ?? /\((\d+)\s*(?:,\s*(\d+))?\)/.exec(col.dt ?? '');
  if (!m) return {};
  return { precision: Number(m[1]), scale: m[2] === undefined ? undefined : Number(m[2]) };
}

/** A whole number in [lo, hi] within the column's range. */
function intWithin(faker: Faker, range: readonly [number, number] | undefined, lo: number, hi: number): number {
  const min = Math.max(lo, range?.[0] ?? lo);
  const max = Math.min(hi, range?.[1] ?? hi);
  return min > max ? (range?.[0] ?? 0) : faker.number.int({ min, max });
}

/** A number with `scale` decimals in [lo, hi], kept within the column's precision. */
function decimalWithin(faker: Faker, col: ColumnMeta, kind: ValueKind, lo: number, hi: number, defaultScale: number): number {
  const { precision, scale } = decimalShape(col);
  const s = kind === 'integer' ? 0 : Math.min(scale ?? defaultScale, 4);
  let top = hi;
  if (precision !== undefined) top = Math.min(top, 10 ** Math.max(precision - s, 0) - 10 ** -s);
  const bottom = Math.min(lo, top);
  return Number(faker.number.float({ min: bottom, max: Math.max(top, bottom), fractionDigits: s }).toFixed(s));
}

/** The kind of date a name suggests: birth dates, past events, deadlines, or around now. */
function dateIn(faker: Faker, name: string): Date {
  const now = Date.UTC(2026, 0, 1);
  const year = 365 * 24 * 3600 * 1000;
  if (/birth|dob|born/.test(name)) return faker.date.between({ from: now - 75 * year, to: now - 18 * year });
  if (/due|deadline|end|close|expir|until|finish|renew|next/.test(name)) return faker.date.between({ from: now, to: now + year });
  if (/creat|start|open|join|hire|regist|publish|post|since|sent|received|paid|order|signed|last|updated|modified/.test(name))
    return faker.date.between({ from: now - 3 * year, to: now });
  return faker.date.between({ from: now - 2 * year, to: now + year });
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** ASCII letters and digits of a fake user name, for e-mail local parts (any locale). */
function asciiLocal(faker: Faker): string {
  const local = fakerEN.internet
    .username({ firstName: fakerEN.person.firstName(), lastName: fakerEN.person.lastName() })
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
  void faker;
  return local || 'user';
}

/** A text generator for a text column, from its name and its table's name. */
function textByName(faker: Faker, name: string, table: string, uidt: string): Gen | undefined {
  const has = (re: RegExp) => re.test(name);
  if (has(/e_?mail/)) return (i) => `${asciiLocal(faker)}.${i}@${fakerEN.internet.domainName()}`;
  if (has(/phone|mobile|^tel|_tel|fax|cell/)) return () => faker.phone.number({ style: 'international' });
  if (has(/url|website|homepage|web_?site|link/)) return () => fakerEN.internet.url();
  if (has(/domain/)) return () => fakerEN.internet.domainName();
  if (has(/first_?name|given_?name|forename/)) return () => faker.person.firstName();
  if (has(/last_?name|surname|family_?name/)) return () => faker.person.lastName();
  if (has(/middle_?name/)) return () => faker.person.middleName();
  if (has(/user_?name|login|handle|nick/)) return (i) => `${asciiLocal(faker)}${i}`;
  if (has(/full_?name|contact_?name|person|author|owner|assignee|manager|employee|reporter|speaker|instructor|teacher|host/))
    return () => faker.person.fullName();
  if (has(/company|organi[sz]ation|employer|vendor|supplier|brand|account_?name|client/)) return () => faker.company.name();
  if (has(/city|town/)) return () => faker.location.city();
  if (has(/country/)) return () => faker.location.country();
  if (has(/state|province|region|county/)) return () => faker.location.state();
  if (has(/zip|postal|post_?code/)) return () => faker.location.zipCode();
  if (has(/street|address|location|venue/)) return () => faker.location.streetAddress();
  if (has(/job|occupation|position|profession/)) return () => faker.person.jobTitle();
  if (has(/colou?r/)) return () => faker.color.human();
  if (has(/currency/)) return () => faker.finance.currencyCode();
  if (has(/iban/)) return () => faker.finance.iban();
  if (has(/sku|code|serial|reference|ref_?no|number/)) return () => faker.string.alphanumeric({ length: 10, casing: 'upper' });
  if (has(/product|item/)) return () => faker.commerce.productName();
  if (has(/department|team|category|genre|type|tag|kind/)) return () => faker.commerce.department();
  if (uidt === 'LongText' || has(/description|notes?$|comment|bio|body|content|message|details|summary|text|about|feedback/))
    return uidt === 'LongText' ? () => faker.lorem.paragraphs({ min: 1, max: 3 }) : () => faker.lorem.sentence();
  if (has(/title|subject|headline|heading|topic/)) return () => capitalized(faker.lorem.words({ min: 2, max: 5 }));
  if (has(/name/)) {
    if (/compan|org|account|customer|client|vendor|supplier|partner|sponsor|donor/.test(table)) return () => faker.company.name();
    if (/product|item|inventor|stock|asset/.test(table)) return () => faker.commerce.productName();
    if (/person|people|user|contact|employee|member|student|author|staff|candidate|applicant|speaker|attendee|volunteer|lead/.test(table))
      return () => faker.person.fullName();
    if (/city|cities/.test(table)) return () => faker.location.city();
    return () => capitalized(faker.lorem.words({ min: 1, max: 3 }));
  }
  return undefined;
}

/** A value generator for a column kept in meta as `col` (not a key), or undefined when it has none. */
function valueGen(
  faker: Faker,
  col: ColumnMeta,
  kind: ValueKind,
  range: readonly [number, number] | undefined,
  table: string,
): Gen | undefined {
  const name = norm(`${col.cn} ${col._cn}`);
  const max = maxLength(col);
  const text =
    (g: Gen): Gen =>
    (i) =>
      clip(String(g(i)), max);
  switch (col.uidt) {
    case 'Checkbox':
      return () => faker.datatype.boolean();
    case 'Date':
      return () => dateText(dateIn(faker, name));
    case 'DateTime':
      return () => `${dateText(dateIn(faker, name))} ${timeText(faker.date.anytime())}`;
    case 'Time':
      return () => `${pad(faker.number.int({ min: 7, max: 20 }))}:${pad(faker.number.int({ min: 0, max: 3 }) * 15)}:00`;
    case 'Year':
      return () => intWithin(faker, range, 1960, 2030);
    case 'Rating':
      return () => intWithin(faker, range, 0, 5);
    case 'Percent':
      return () => (kind === 'integer' ? intWithin(faker, range, 0, 100) : decimalWithin(faker, col, kind, 0, 100, 0));
    case 'Duration':
      return () => intWithin(faker, range, 60, 8 * 3600);
    case 'Currency':
      return () => (kind === 'integer' ? intWithin(faker, range, 1, 10_000) : decimalWithin(faker, col, kind, 1, 10_000, 2));
    case 'Decimal':
      return () => (kind === 'integer' ? intWithin(faker, range, 0, 10_000) : decimalWithin(faker, col, kind, 0, 10_000, 2));
    case 'Number': {
      const [lo, hi] = /(^|_)age(_|$)/.test(name)
        ? [18, 90]
        : /qty|quantit|count|stock|units|seats|capacity|attendees|pages|hours|floor/.test(name)
          ? [0, 500]
          : /year/.test(name)
            ? [1960, 2030]
            : /price|cost|amount|salary|budget|revenue|total|fee|value/.test(name)
              ? [1, 10_000]
              : [0, 10_000];
      return () => (kind === 'integer' ? intWithin(faker, range, lo, hi) : decimalWithin(faker, col, kind, lo, hi, 0));
    }
    case 'SingleSelect': {
      const options = parseSelectOptions(col.dtxp);
      if (options.length) return () => faker.helpers.arrayElement(options);
      return text(() => faker.lorem.word());
    }
    case 'MultiSelect': {
      const options = parseSelectOptions(col.dtxp);
      if (!options.length) return text(() => faker.lorem.word());
      return () => faker.helpers.arrayElements(options, { min: 1, max: Math.min(3, options.length) });
    }
    case 'JSON':
      return () => ({
        id: faker.string.uuid(),
        label: faker.lorem.word(),
        score: faker.number.int({ min: 0, max: 100 }),
        tags: faker.lorem.words(3).split(' '),
        active: faker.datatype.boolean(),
      });
    case 'Email':
      return text((i) => `${asciiLocal(faker)}.${i}@${fakerEN.internet.domainName()}`);
    case 'URL':
      return text(() => fakerEN.internet.url());
    case 'PhoneNumber':
      return text(() => faker.phone.number({ style: 'international' }));
  }
  switch (kind) {
    case 'boolean':
      return () => faker.datatype.boolean();
    case 'integer':
      return () => intWithin(faker, range, 0, 10_000);
    case 'number':
      return () => decimalWithin(faker, col, kind, 0, 10_000, 2);
    case 'date':
      return () => dateText(dateIn(faker, name));
    case 'datetime':
      return () => `${dateText(dateIn(faker, name))} ${timeText(faker.date.anytime())}`;
    case 'time':
      return () => timeText(faker.date.anytime());
    case 'uuid':
      return () => faker.string.uuid();
    case 'string': {
      const byName = textByName(faker, name, norm(table), col.uidt);
      return text(byName ?? (col.uidt === 'LongText' ? () => faker.lorem.paragraphs(2) : () => faker.lorem.sentence({ min: 2, max: 6 })));
    }
    case 'opaque':
      return undefined;
  }
}

/** Keeps a pattern-checked value valid: a fake phone, e-mail or URL that does not pass is replaced by one that does. */
function checked(col: ColumnMeta, gen: Gen): Gen {
  const test = col.uidt === 'Email' ? isEmail : col.uidt === 'URL' ? isUrl : col.uidt === 'PhoneNumber' ? isPhoneNumber : undefined;
  if (!test) return gen;
  const fallback =
    col.uidt === 'Email' ? (i: number) => `user.${i}@example.com` : col.uidt === 'URL' ? () => 'https://example.com' : () => '+1 555 0100';
  return (i) => {
    const v = gen(i);
    return typeof v === 'string' && test(v) ? v : fallback(i);
  };
}

/** How each column of a table is filled; a refusal when a required column cannot be. */
export function columnFills(
  faker: Faker,
  meta: TableMeta,
  sql: SqlFamily,
  foreignKeys: ReadonlySet<string>,
): { fills: ColumnFill[]; refusal: Refusal } {
  const index = ColumnIndex.of(meta, sql);
  const fills: ColumnFill[] = [];
  for (const col of meta.columns) {
    if (isVirtualColumn(col) || col.ai) continue;
    const required = Boolean(col.rqd) && (col.cdf === null || col.cdf === undefined);
    if (foreignKeys.has(col.cn)) {
      fills.push({ col, source: 'fk' });
      continue;
    }
    if (col.pk) {
      fills.push({ col, source: 'pk' });
      continue;
    }
    if (NOT_WRITTEN.has(col.uidt)) {
      if (required) return { fills, refusal: `Column '${col._cn}' of '${meta._tn}' (${col.uidt}) cannot be given sample values` };
      continue;
    }
    if (ONLY_IF_REQUIRED.has(col.uidt)) {
      if (!required) continue;
      if (col.uidt === 'Attachment') fills.push({ col, source: 'value', gen: () => [] });
      else if (col.uidt === 'Collaborator') fills.push({ col, source: 'value', gen: (i) => `user.${i}@example.com` });
      else return { fills, refusal: `Column '${col._cn}' of '${meta._tn}' (${col.uidt}) cannot be given sample values` };
      continue;
    }
    let resolved;
    try {
      resolved = index.resolve(col.cn, 'fields');
    } catch {
      if (required) return { fills, refusal: `Column '${col._cn}' of '${meta._tn}' cannot be given sample values` };
      continue;
    }
    const gen = valueGen(faker, col, resolved.kind, resolved.range, meta.tn);
    if (!gen) {
      if (required) return { fills, refusal: `Column '${col._cn}' of '${meta._tn}' (${col.dt ?? col.uidt}) cannot be given sample values` };
      continue;
    }
    fills.push({ col, source: 'value', gen: checked(col, gen) });
  }
  return { fills, refusal: null };
}

/**
 * A unique key value for row `n` of a run (a primary key the database does not assign): a UUID,
 * a whole number after `after`, or text with the run's tag.
 */
export function keyGen(faker: Faker, meta: TableMeta, sql: SqlFamily, col: ColumnMeta, after: number, tag: string): Gen {
  const kind = ColumnIndex.of(meta, sql).resolve(col.cn, 'fields').kind;
  if (kind === 'uuid') return () => faker.string.uuid();
  if (kind === 'integer' || kind === 'number') return (i) => after + i;
  const max = maxLength(col);
  if (max !== undefined && max < 12) return (i) => clip(`${i.toString(36)}`, max);
  return (i) => clip(`${tag}-${i}`, max);
}

/** Makes text values distinct after the database refused a duplicate: the row's number appended. */
export function distinct(value: unknown, col: ColumnMeta, i: number): unknown {
  if (typeof value !== 'string') return value;
  // An e-mail stays one: the number goes before the domain (`ann.5+31@example.com`).
  if (col.uidt === 'Email' || (isEmail(value) && /e_?mail/i.test(col.cn))) {
    const at = value.lastIndexOf('@');
    const next = `${value.slice(0, at)}+${i}${value.slice(at)}`;
    const max = maxLength(col);
    return max === undefined || next.length <= max ? next : value;
  }
  if (['SingleSelect', 'MultiSelect', 'URL', 'PhoneNumber', 'JSON'].includes(col.uidt)) return value;
  if (col.uidt === 'Date' || col.uidt === 'DateTime' || col.uidt === 'Time') return value;
  const suffix = ` ${i}`;
  const max = maxLength(col);
  return max === undefined ? value + suffix : clip(value, Math.max(0, max - suffix.length)) + suffix;
}
