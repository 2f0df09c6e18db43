/**
 * Hostile where / sort / fields / hm / bt / mm / conditionGraph / limit / offset values: mostly
 * well-formed over the real columns and relations (so they reach the query guard's deeper
 * checks and the database), spliced with hostile tokens, system tables and wrong types.
 */
import fc from 'fast-check';
import type { FuzzModel } from './project.js';
import { validConditionGraph, validFields, validRelation, validSort, validWhere } from './valid.js';
import { atom, hostileJson, oddNumber, PROTOTYPE_KEYS, shortText, SYSTEM_TABLES } from './values.js';

const OPS = [
  'eq',
  'neq',
  'not',
  'gt',
  'ge',
  'lt',
  'le',
  'like',
  'nlike',
  'in',
  'btw',
  'nbtw',
  'is',
  'isnot',
  'allof',
  'anyof',
  'eqs',
  'EQ',
  'sqlite_master',
];
const IS_VALUES = ['null', 'notnull', 'empty', 'notempty', 'true', 'false', 'blank', 'notblank'];

/** Names a request may use for a column of `table`: mostly real ones. */
function columnName(model: FuzzModel, table: string): fc.Arbitrary<string> {
  const real = model.columns[table] ?? ['id'];
  const other = Object.values(model.columns).flat();
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real), weight: 8 },
    { arbitrary: fc.constantFrom(...other), weight: 1 },
    {
      arbitrary: fc.constantFrom(...SYSTEM_TABLES, ...PROTOTYPE_KEYS, 'sql', 'name', 'rowid', 'oid', 'ctid', 'xmin', '*', 'passwd'),
      weight: 2,
    },
    { arbitrary: shortText, weight: 1 },
  );
}

const value = fc.oneof(
  { arbitrary: shortText, weight: 4 },
  { arbitrary: oddNumber.map(String), weight: 2 },
  { arbitrary: fc.integer({ min: -5, max: 60 }).map(String), weight: 3 },
  { arbitrary: fc.constantFrom(...IS_VALUES, '2024-01-02', '2024-01-02 10:00:00', 'gold', 'Customer 3', '%ustomer%'), weight: 2 },
);

/** A where expression: conditions joined by ~and / ~or, negated, nested, sometimes spliced. */
export function whereText(model: FuzzModel, table: string): fc.Arbitrary<string> {
  const field = columnName(model, table);
  const condition = fc.oneof(
    fc.tuple(field, fc.constantFrom(...OPS), value).map(([f, op, v]) => `(${f},${op},${v})`),
    fc
      .tuple(field, fc.constantFrom('in', 'btw', 'nbtw', 'anyof'), fc.array(value, { maxLength: 6 }))
      .map(([f, op, vs]) => `(${f},${op},${vs.join(',')})`),
    fc.tuple(field, fc.constantFrom('is', 'isnot'), fc.constantFrom(...IS_VALUES)).map(([f, op, v]) => `(${f},${op},${v})`),
  );
  const tree = fc.letrec<{ expr: string }>((tie) => ({
    expr: fc.oneof(
      { depthSize: 'small' },
      { arbitrary: condition, weight: 4 },
      { arbitrary: tie('expr').map((e) => `~not${e}`), weight: 1 },
      { arbitrary: tie('expr').map((e) => `(${e})`), weight: 1 },
      {
        arbitrary: fc
          .tuple(tie('expr'), fc.constantFrom('~and', '~or', '~not', '', '~', ' ~and '), tie('expr'))
          .map(([a, op, b]) => `${a}${op}${b}`),
        weight: 2,
      },
    ),
  })).expr;
  return fc.oneof(
    { arbitrary: tree, weight: 6 },
    { arbitrary: fc.tuple(tree, atom, tree).map(([a, x, b]) => `${a}${x}${b}`), weight: 1 },
    {
      arbitrary: fc.tuple(fc.integer({ min: 30, max: 400 }), condition).map(([n, c]) => `${'('.repeat(n)}${c}${')'.repeat(n)}`),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(fc.integer({ min: 50, max: 300 }), condition).map(([n, c]) => Array.from({ length: n }, () => c).join('~or')),
      weight: 1,
    },
    { arbitrary: shortText, weight: 2 },
  );
}

/** A comma list of column names, each maybe with a direction or hostile prefix. */
export function columnList(model: FuzzModel, table: string): fc.Arbitrary<string> {
  const entry = fc.tuple(fc.constantFrom('', '', '-', '+', '--', ' ', '~'), columnName(model, table)).map(([p, c]) => `${p}${c}`);
  return fc.oneof(
    { arbitrary: fc.array(entry, { minLength: 1, maxLength: 6 }).map((l) => l.join(',')), weight: 5 },
    { arbitrary: shortText, weight: 1 },
  );
}

/** What `hm` / `bt` / `mm` take: related table names, `table:column`, or anything else. */
export function relationList(model: FuzzModel, table: string, kind: 'hm' | 'bt' | 'mm'): fc.Arbitrary<string> {
  const own = model.relations[table]?.[kind] ?? [];
  const any = Object.values(model.relations).flatMap((r) => [...r.hm, ...r.bt, ...r.mm]);
  const name = fc.oneof(
    ...(own.length ? [{ arbitrary: fc.constantFrom(...own), weight: 6 }] : []),
    { arbitrary: fc.constantFrom(...any, ...model.tables), weight: 2 },
    { arbitrary: fc.constantFrom(...SYSTEM_TABLES, ...PROTOTYPE_KEYS), weight: 2 },
    {
      arbitrary: fc.tuple(fc.constantFrom(...model.tables, ...SYSTEM_TABLES), columnName(model, table)).map(([t, c]) => `${t}:${c}`),
      weight: 1,
    },
    { arbitrary: shortText, weight: 1 },
  );
  return fc.array(name, { minLength: 1, maxLength: 4 }).map((l) => l.join(','));
}

/** A condition graph as an object: keys are related tables (or not), values their filter (or not). */
export function conditionGraph(model: FuzzModel, _table: string): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...model.tables), weight: 5 },
    { arbitrary: fc.constantFrom(...SYSTEM_TABLES, ...PROTOTYPE_KEYS), weight: 2 },
    { arbitrary: shortText, weight: 1 },
  );
  const relation = fc.oneof({ arbitrary: fc.constantFrom('hm', 'bt', 'mm'), weight: 5 }, { arbitrary: hostileJson, weight: 1 });
  // Filters are written against some table of the project: right or wrong for the key.
  const where = fc.oneof(
    { arbitrary: fc.constantFrom(...model.tables).chain((t) => whereText(model, t)), weight: 4 },
    { arbitrary: hostileJson, weight: 1 },
  );
  return fc.letrec<{ graph: unknown }>((tie) => ({
    graph: fc.dictionary(
      key,
      fc.oneof(
        { depthSize: 'small' },
        {
          arbitrary: fc.record(
            { relation, where, not: fc.oneof(fc.boolean(), hostileJson), conditionGraph: tie('graph') },
            { requiredKeys: ['relation'] },
          ),
          weight: 6,
        },
        { arbitrary: hostileJson, weight: 1 },
      ),
      { minKeys: 1, maxKeys: 4 },
    ),
  })).graph;
}

/** `conditionGraph` as the REST parameter: JSON text, mostly of a graph, or not JSON at all. */
function conditionGraphText(model: FuzzModel, table: string): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: conditionGraph(model, table).map((g) => JSON.stringify(g)), weight: 6 },
    { arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
    { arbitrary: shortText, weight: 1 },
  );
}

/** A limit or offset: numbers in and out of range, fractions, text. */
export const pageNumber = fc.oneof(
  { arbitrary: fc.integer({ min: -10, max: 2_000 }).map(String), weight: 3 },
  { arbitrary: oddNumber.map(String), weight: 2 },
  { arbitrary: shortText, weight: 1 },
);

/** Mostly `valid`, else `hostile` (the valid arbitrary may not exist: a table without such relations). */
export function mostly<T>(valid: fc.Arbitrary<T> | undefined, hostile: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return valid ? fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostile, weight: 1 }) : hostile;
}

/**
 * The list query parameters of one request, as name / value pairs: each parameter at most once
 * and well-formed or hostile; sometimes repeated or unknown parameters on top.
 */
export function listParams(model: FuzzModel, table: string): fc.Arbitrary<[string, string][]> {
  const graph = validConditionGraph(model, table);
  const all: Record<string, fc.Arbitrary<string>> = {
    where: mostly(validWhere(model, table), whereText(model, table)),
    sort: mostly(validSort(model, table), columnList(model, table)),
    fields: mostly(validFields(model, table), columnList(model, table)),
    hm: mostly(validRelation(model, table, 'hm'), relationList(model, table, 'hm')),
    bt: mostly(validRelation(model, table, 'bt'), relationList(model, table, 'bt')),
    mm: mostly(validRelation(model, table, 'mm'), relationList(model, table, 'mm')),
    conditionGraph: mostly(
      graph?.map((g) => JSON.stringify(g)),
      conditionGraphText(model, table),
    ),
    limit: mostly(fc.integer({ min: 1, max: 100 }).map(String), pageNumber),
    offset: mostly(fc.integer({ min: 0, max: 50 }).map(String), pageNumber),
  };
  // A few parameters at a time: each may be the one that is refused.
  const params = fc
    .subarray(Object.keys(all), { maxLength: 3 })
    .chain((names) => fc.tuple(...names.map((n) => all[n]!.map((v) => [n, v] as [string, string]))));
  const extra = fc.oneof(
    fc.tuple(fc.constantFrom('where', 'sort', 'fields', 'hm', 'conditionGraph', 'limit'), shortText),
    fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS, 'where[a]', 'sort[]', '__proto__[x]', 'constructor[prototype]', 'withTotal'), shortText),
  );
  return fc
    .tuple(
      params,
      fc.oneof(
        { arbitrary: fc.constant([] as [string, string][]), weight: 6 },
        { arbitrary: fc.array(extra, { minLength: 1, maxLength: 2 }), weight: 1 },
      ),
    )
    .map(([p, more]) => [...p, ...more]);
}
