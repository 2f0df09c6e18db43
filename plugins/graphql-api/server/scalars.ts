/**
 * Scalars for column values. Output is lenient on purpose: the same column comes back from
 * SQLite, PostgreSQL and MySQL drivers as text, numbers or `Date`s, and a project may sit on a
 * database Plinth did not fill, so a scalar passes through what the data service answers (as
 * REST does) instead of failing the field. Input is checked by the data service with the spec's
 * messages; the scalars only keep the GraphQL literal kinds sensible.
 */
import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped, type ValueNode } from './graphql-js.js';

/** What `res.json` would send for a value: `Date` as ISO text, everything else as it is. */
const jsonValue = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value (JSON and attachment columns, formulas, m2mNotChildren rows, conditionGraph).',
  serialize: jsonValue,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables ?? undefined),
});

const textScalar = (name: string, description: string) =>
  new GraphQLScalarType({
    name,
    description,
    serialize: (value) => {
      const v = jsonValue(value);
      return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
    },
    parseValue: (value) => {
      if (typeof value !== 'string') throw new GraphQLError(`${name} takes text`);
      return value;
    },
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} takes text`, { nodes: ast });
      return ast.value;
    },
  });

export const DateTimeScalar = textScalar('DateTime', 'A date and time: `YYYY-MM-DD HH:MM:SS` or RFC 3339, as the database gives it.');
export const DateScalar = textScalar('Date', 'A date, `YYYY-MM-DD`.');
export const TimeScalar = textScalar('Time', 'A time of day, `HH:MM[:SS]`.');

/**
 * Integers wider than 32 bits (GraphQL's Int): a number while it is a safe JavaScript integer,
 * else its decimal text, so no digit is ever lost.
 */
export const BigIntScalar = new GraphQLScalarType({
  name: 'BigInt',
  description: 'A 64-bit integer: a number up to 2^53, decimal text beyond.',
  serialize: (value) => {
    if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
    if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number.isSafeInteger(Number(value)) ? Number(value) : value;
    return value;
  },
  parseValue: (value) => {
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    if (typeof value === 'string' && /^-?\d+$/.test(value)) return value;
    throw new GraphQLError('BigInt takes a whole number or its decimal text');
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT) return Number.isSafeInteger(Number(ast.value)) ? Number(ast.value) : ast.value;
    if (ast.kind === Kind.STRING && /^-?\d+$/.test(ast.value)) return ast.value;
    throw new GraphQLError('BigInt takes a whole number or its decimal text', { nodes: ast });
  },
});
