/**
 * Hostile values: SQL and where-syntax fragments, names of the databases' own tables and of the
 * meta store's, prototype keys, NUL bytes, lone surrogates and other unicode, numbers at and
 * past every limit, wrong JSON types, deep nesting and huge strings.
 */
import fc from 'fast-check';
import { SQL_METACHARACTERS, WHERE_SYNTAX_TOKENS } from '@plinth/sdk/testing';

/** Tables and views of the databases themselves and of the meta store: never readable. */
export const SYSTEM_TABLES = [
  'sqlite_master',
  'sqlite_schema',
  'sqlite_sequence',
  'sqlite_temp_master',
  'main.sqlite_master',
  'temp.sqlite_master',
  'pg_catalog.pg_user',
  'pg_user',
  'pg_shadow',
  'pg_authid',
  'pg_roles',
  'pg_settings',
  'pg_stat_activity',
  'pg_class',
  'pg_tables',
  'information_schema.tables',
  'information_schema.columns',
  'projects_models',
  'projects_projects',
  'auth_users',
  'auth_api_tokens',
  'plinth_settings',
  'knex_migrations',
];

/** Keys that mean something to JavaScript objects. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'toJSON',
];

const SQL_FRAGMENTS = [
  ...SQL_METACHARACTERS,
  "' or 1=1 --",
  '1); drop table customers; --',
  "x' union select name from sqlite_master --",
  "' union select usename, passwd from pg_shadow --",
  '$1',
  '?',
  '??',
  ':name',
  '\\',
  '%',
  '_',
  '*',
];
const WHERE_FRAGMENTS = [
  ...WHERE_SYNTAX_TOKENS,
  '(id,eq,1)',
  '((',
  '))',
  ',,',
  'eq',
  'neq',
  'gt',
  'like',
  'in',
  'btw',
  'is',
  'null',
  'notnull',
  'empty',
  'blank',
];
const ODD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\uFEFF',
  '\u200B',
  '表',
  '😀',
  'Ǆ',
  'İ',
  'ß',
  '\r\n',
  '\t',
  ' ',
  '',
  'null',
  'undefined',
  'true',
  'NaN',
];
const ODD_NUMBERS = [
  '1e309',
  '-1e309',
  '99999999999999999999',
  '9007199254740993',
  '-0',
  '0x1F',
  '1_000',
  '1.',
  '.5',
  '1e-400',
  '2147483648',
  '-9223372036854775809',
  '0.1e1',
];
const ODD_DATES = [
  '2024-02-30',
  '2024-13-01',
  '0000-01-01',
  '9999-12-31 23:59:59',
  '2024-01-01T10:00:00Z',
  '2024-01-01 25:00:00',
  '10000-01-01',
  '2024-01-01T00:00:00+99:00',
];

/** Single hostile tokens, the building blocks of the strings below. */
const ATOMS = [...SQL_FRAGMENTS, ...WHERE_FRAGMENTS, ...ODD_TEXT, ...ODD_NUMBERS, ...ODD_DATES, ...SYSTEM_TABLES, ...PROTOTYPE_KEYS];

export const atom = fc.constantFrom(...ATOMS);

/** Text of hostile tokens and random characters (any plane, lone surrogates included). */
export const soup = fc
  .array(fc.oneof(atom, atom, fc.string({ maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 3 })), { maxLength: 24 })
  .map((parts) => parts.join(''));

/** A string for a URL query value or path: bounded so the request line stays under Node's header limit. */
export const shortText = fc.oneof(
  { arbitrary: atom, weight: 3 },
  { arbitrary: soup, weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(atom, fc.integer({ min: 100, max: 2_000 }))
      .map(([a, n]) => a.repeat(Math.max(1, Math.floor(n / Math.max(1, a.length))))),
    weight: 1,
  },
);

/** A huge string for a JSON body (the host takes bodies up to 10 MB). */
export const hugeText = fc
  .tuple(fc.constantFrom('x', '表', '😀', "'", '\u0000', 'a b', '(id,eq,1)~or'), fc.integer({ min: 10_000, max: 400_000 }))
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));

export const oddNumber = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of a wrong or hostile kind, nested a few levels at most. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: shortText, weight: 5 },
    { arbitrary: oddNumber, weight: 3 },
    { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    {
      arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
      weight: 1,
    },
  ),
})).value;

/** An object nested `depth` levels deep (parsers and validators must not recurse without bound). */
export const deepNesting = fc.integer({ min: 50, max: 3_000 }).map((depth) => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
