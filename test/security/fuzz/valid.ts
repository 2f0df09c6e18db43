/**
 * Well-formed parameters over the real schema: filters with values of the column's kind, sorts,
 * field lists, relations and condition graphs the guard accepts. Mixed into every request with
 * the hostile ones, so a good share of requests reaches the database and writes rows.
 */
import fc from 'fast-check';
import type { FuzzModel } from './project.js';
import { soup } from './values.js';

type Kind = 'number' | 'text' | 'boolean' | 'date' | 'datetime' | 'json';

/** The value kind of each stored column of the fuzzed tables. */
const KINDS: Record<string, Kind> = {
  id: 'number',
  age: 'number',
  score: 'number',
  total: 'number',
  customer_id: 'number',
  customers_id: 'number',
  tags_id: 'number',
  vip: 'boolean',
  born: 'date',
  placed: 'date',
  seen: 'datetime',
  prefs: 'json',
};
const kindOf = (column: string): Kind => KINDS[column] ?? 'text';

const sortable = (model: FuzzModel, table: string) => (model.physical[table] ?? ['id']).filter((c) => kindOf(c) !== 'json');

function valueOf(kind: Kind): fc.Arbitrary<string> {
  switch (kind) {
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double({ min: -1000, max: 1000, noNaN: true })).map(String);
    case 'boolean':
      return fc.constantFrom('true', 'false', '1', '0');
    case 'date':
      return fc
        .date({ min: new Date('1940-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 19).replace('T', ' '));
    default:
      // Text values are hostile by nature: the where syntax has no quoting, commas end them.
      return fc.oneof(
        soup.map((s) => s.replace(/[,()~]/g, '')),
        fc.constantFrom('Customer 3', '%ustomer%', 'gold', '表', "o'brien", '%'),
      );
  }
}

function condition(model: FuzzModel, table: string): fc.Arbitrary<string> {
  return fc.constantFrom(...(model.physical[table] ?? ['id'])).chain((column) => {
    const kind = kindOf(column);
    if (kind === 'json') return fc.constantFrom('null', 'notnull').map((v) => `(${column},is,${v})`);
    const ops = kind === 'text' ? ['eq', 'neq', 'like', 'nlike'] : ['eq', 'neq', 'gt', 'ge', 'lt', 'le'];
    return fc.oneof(
      { arbitrary: fc.tuple(fc.constantFrom(...ops), valueOf(kind)).map(([op, v]) => `(${column},${op},${v})`), weight: 6 },
      { arbitrary: fc.constantFrom('null', 'notnull', 'empty', 'notempty').map((v) => `(${column},is,${v})`), weight: 1 },
      {
        arbitrary: fc.array(valueOf(kind), { minLength: 1, maxLength: 4 }).map((vs) => `(${column},in,${vs.join(',')})`),
        weight: kind === 'boolean' ? 0 : 1,
      },
      {
        arbitrary: fc.tuple(valueOf(kind), valueOf(kind)).map(([a, b]) => `(${column},btw,${a},${b})`),
        weight: kind === 'text' || kind === 'boolean' ? 0 : 1,
      },
    );
  });
}

/** A filter the guard accepts (nested at most twice). */
export function validWhere(model: FuzzModel, table: string): fc.Arbitrary<string> {
  const c = condition(model, table);
  const pair = fc.tuple(c, fc.constantFrom('~and', '~or'), c).map(([a, op, b]) => `${a}${op}${b}`);
  return fc.oneof(
    { arbitrary: c, weight: 3 },
    { arbitrary: pair, weight: 2 },
    { arbitrary: c.map((x) => `~not${x}`), weight: 1 },
    { arbitrary: fc.tuple(pair, c).map(([p, x]) => `(${p})~and${x}`), weight: 1 },
  );
}

export function validSort(model: FuzzModel, table: string): fc.Arbitrary<string> {
  return fc
    .uniqueArray(fc.constantFrom(...sortable(model, table)), { minLength: 1, maxLength: 3 })
    .chain((cols) => fc.tuple(...cols.map((c) => fc.constantFrom(c, `-${c}`))).map((l) => l.join(',')));
}

export function validFields(model: FuzzModel, table: string): fc.Arbitrary<string> {
  return fc.subarray(model.physical[table] ?? ['id'], { minLength: 1 }).map((l) => l.join(','));
}

/** Relations of `table` of one kind, by table name; undefined when it has none. */
export function validRelation(model: FuzzModel, table: string, kind: 'hm' | 'bt' | 'mm'): fc.Arbitrary<string> | undefined {
  const own = model.relations[table]?.[kind] ?? [];
  return own.length ? fc.constantFrom(...own) : undefined;
}

/** A condition graph over the table's real relations with valid filters. */
export function validConditionGraph(model: FuzzModel, table: string): fc.Arbitrary<Record<string, unknown>> | undefined {
  const relations = (['hm', 'bt', 'mm'] as const).flatMap((kind) =>
    (model.relations[table]?.[kind] ?? []).filter((r) => !r.includes(':')).map((r) => ({ kind, table: r })),
  );
  if (!relations.length) return undefined;
  return fc
    .constantFrom(...relations)
    .chain((r) =>
      fc
        .record({ where: validWhere(model, r.table), not: fc.boolean() }, { requiredKeys: [] })
        .map((rest) => ({ [r.table]: { relation: r.kind, ...rest } })),
    );
}
