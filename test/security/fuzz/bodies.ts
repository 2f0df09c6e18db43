/**
 * Request bodies for create, bulk and update: mostly objects over the table's columns with
 * values of the right kind (some writes must succeed) mixed with wrong types, huge strings,
 * nested objects, prototype keys, NUL bytes and unicode; sometimes not an object, or not JSON.
 * Bodies are JSON text built here so keys like `__proto__` are sent as they are.
 */
import fc from 'fast-check';
import { JUNCTION, TABLES, type FuzzModel } from './project.js';
import { deepNesting, hostileJson, hugeText, oddNumber, PROTOTYPE_KEYS, shortText, soup } from './values.js';

/** A JSON object with these entries, in order, duplicates and `__proto__` included. */
export function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

/** A plausible value per column type, so that some writes are accepted. */
function plausible(uidt: string, ids: Record<string, number[]>, column: string): fc.Arbitrary<unknown> {
  switch (uidt) {
    case 'Email':
      return fc.oneof(fc.constantFrom('a@example.com', "o'brien@example.co.uk"), fc.emailAddress());
    case 'Number':
      return fc.integer({ min: -1_000_000, max: 1_000_000 });
    case 'Decimal':
      return fc.oneof(
        fc.integer({ min: -9999, max: 9999 }),
        fc.double({ min: -9999, max: 9999, noNaN: true }).map((n) => Math.round(n * 100) / 100),
      );
    case 'Checkbox':
      return fc.boolean();
    case 'Date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'DateTime':
      return fc
        .date({ min: new Date('1970-01-02'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 19).replace('T', ' '));
    case 'JSON':
      return hostileJson;
    case 'SingleSelect':
      return fc.constantFrom('gold', 'silver');
    case 'URL':
      return fc.oneof(fc.constantFrom('https://example.com/a?b=c', 'ftp://x.org'), fc.webUrl());
    case 'ForeignKey': {
      const target = column.startsWith('tags') ? 'tags' : 'customers';
      return fc.constantFrom(...ids[target]!);
    }
    default:
      return fc.oneof(soup, fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 10 }));
  }
}

/** The writable columns of a table with their uidt. */
function columnsOf(table: string): [string, string][] {
  if (table === JUNCTION)
    return [
      ['customers_id', 'ForeignKey'],
      ['tags_id', 'ForeignKey'],
    ];
  const own = (TABLES as Record<string, readonly { cn: string; uidt: string }[]>)[table] ?? [];
  return [
    ...own.map((c) => [c.cn, c.uidt] as [string, string]),
    ...(table === 'orders' ? [['customer_id', 'ForeignKey'] as [string, string]] : []),
  ];
}

const hostileValue = fc.oneof(
  { arbitrary: hostileJson, weight: 6 },
  { arbitrary: hugeText, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: oddNumber, weight: 2 },
);

/** One row as entries: mostly real columns with plausible values, else mixed with hostile keys and values. */
export function rowEntries(model: FuzzModel, table: string): fc.Arbitrary<[string, unknown][]> {
  const columns = columnsOf(table);
  const readOnly = (model.columns[table] ?? []).filter((c) => !columns.some(([cn]) => cn === c));
  const required = table === 'customers' ? 'name' : table === 'tags' ? 'label' : undefined;
  const withRequired = (entries: [string, unknown][], text: string): [string, unknown][] =>
    required && !entries.some(([k]) => k === required) ? [[required, text], ...entries] : entries;
  const plausibleRow = fc
    .tuple(
      fc
        .subarray(columns, { minLength: 1 })
        .chain((cols) => fc.tuple(...cols.map(([cn, uidt]) => plausible(uidt, model.ids, cn).map((v) => [cn, v] as [string, unknown])))),
      soup,
    )
    .map(([entries, text]) => withRequired(entries, text));
  const entry = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...columns)
        .chain(([cn, uidt]) =>
          fc
            .oneof({ arbitrary: plausible(uidt, model.ids, cn), weight: 3 }, { arbitrary: hostileValue, weight: 2 })
            .map((v) => [cn, v] as [string, unknown]),
        ),
      weight: 10,
    },
    { arbitrary: fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileValue), weight: 1 },
    { arbitrary: fc.tuple(fc.constantFrom('id', ...readOnly), hostileValue), weight: 1 },
    { arbitrary: fc.tuple(shortText, hostileValue), weight: 1 },
  );
  // Required columns are there in most rows, so most of them reach the database.
  const hostileRow = fc
    .tuple(fc.array(entry, { maxLength: 8 }), fc.boolean(), soup)
    .map(([entries, add, text]) => (add ? withRequired(entries, text) : entries));
  return fc.oneof({ arbitrary: plausibleRow, weight: 3 }, { arbitrary: hostileRow, weight: 2 });
}

/** Text that is not a JSON object: other JSON values, broken JSON, nothing. */
const notAnObject = fc.oneof(
  hostileJson.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)).map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom('', '{', '{"name":', '[', 'nul', '{"a":1}}', '\u0000', '{"__proto__":', "{'name':'x'}", '{"name":"x",}', 'NaN', '1e309'),
  shortText,
);

/** The body of a create or update: mostly one row object. */
export function rowBody(model: FuzzModel, table: string): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: rowEntries(model, table).map(objectText), weight: 12 }, { arbitrary: notAnObject, weight: 1 });
}

/** The body of a bulk insert: a list of rows, sometimes too long, sometimes not a list. */
export function bulkBody(model: FuzzModel, table: string): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.array(rowEntries(model, table).map(objectText), { maxLength: 6 }).map((rows) => `[${rows.join(',')}]`), weight: 10 },
    {
      arbitrary: fc
        .array(fc.oneof(rowEntries(model, table).map(objectText), notAnObject), { minLength: 1, maxLength: 4 })
        .map((rows) => `[${rows.join(',')}]`),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(1001, 5000).map((n) => `[${Array.from({ length: n }, () => '{}').join(',')}]`), weight: 1 },
    { arbitrary: rowBody(model, table), weight: 1 },
  );
}

/** A row id for a path: mostly seeded ids, else hostile. */
export function rowId(model: FuzzModel, table: string): fc.Arbitrary<string> {
  const ids = model.ids[table] ?? [];
  const seeded =
    table === JUNCTION
      ? fc.tuple(fc.constantFrom(...model.ids.customers!), fc.constantFrom(...model.ids.tags!)).map(([a, b]) => `${a}___${b}`)
      : fc.constantFrom(...ids.map(String));
  return fc.oneof(
    { arbitrary: seeded, weight: 6 },
    { arbitrary: oddNumber.map(String), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1___1',
        '1___',
        '___',
        '1.5',
        '1e3',
        ' 1',
        '1 ',
        '0x1',
        'null',
        'undefined',
        '*',
        '%',
        '..',
        '../..',
      ),
      weight: 2,
    },
    // Within a path: at most 3 KB encoded (see QUERY_BUDGET in rest-cases.ts).
    { arbitrary: shortText.filter((t) => Buffer.byteLength(t) < 1_000), weight: 2 },
  );
}
