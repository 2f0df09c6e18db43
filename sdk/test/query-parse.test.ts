import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARISON_OPS,
  escapeListItem,
  escapeWhereText,
  formatWhere,
  IS_VALUES,
  parseWhere,
  type WhereNode,
} from '../src/server/index.js';
import { expect400 } from './query-fixtures.js';

const c = (field: string, op: string, value: unknown) => ({ type: 'condition', field, op, value });

describe('where parser: conditions and ops', () => {
  it.each(COMPARISON_OPS)('parses the scalar op %s', (op) => {
    expect(parseWhere(`(age,${op},18)`)).toEqual(c('age', op, '18'));
  });

  it('parses in (a list), btw (two values) and is (a keyword)', () => {
    expect(parseWhere('(age,in,1,2,3)')).toEqual(c('age', 'in', ['1', '2', '3']));
    expect(parseWhere('(age,in,7)')).toEqual(c('age', 'in', ['7']));
    expect(parseWhere('(age,btw,18,30)')).toEqual(c('age', 'btw', ['18', '30']));
    for (const v of IS_VALUES) expect(parseWhere(`(city,is,${v})`)).toEqual(c('city', 'is', v));
    expect(parseWhere('(city,IS, NotNull )')).toEqual(c('city', 'is', 'notnull'));
  });

  it('trims field and op, keeps values verbatim, reads ops and connectors in any case', () => {
    expect(parseWhere('( age , GT ,  18 )')).toEqual(c('age', 'gt', '  18 '));
    expect(parseWhere('(a,eq,1) ~AND (b,eq,2)')).toEqual({ type: 'and', children: [c('a', 'eq', '1'), c('b', 'eq', '2')] });
    expect(parseWhere('(name,eq,)')).toEqual(c('name', 'eq', ''));
  });

  it('treats blank text as no filter', () => {
    expect(parseWhere('')).toBeUndefined();
    expect(parseWhere('   ')).toBeUndefined();
  });

  it('keeps ~, ( and % inside a value without escapes', () => {
    expect(parseWhere('(name,like,%a~b(c%)')).toEqual(c('name', 'like', '%a~b(c%'));
  });
});

describe('where parser: connectors and nesting', () => {
  it('parses the example from the brief', () => {
    expect(parseWhere('(age,gt,18)~and((name,like,%ann%)~or(city,eq,Paris))~not(status,eq,closed)')).toEqual({
      type: 'and',
      children: [
        c('age', 'gt', '18'),
        { type: 'or', children: [c('name', 'like', '%ann%'), c('city', 'eq', 'Paris')] },
        { type: 'not', child: c('status', 'eq', 'closed') },
      ],
    });
  });

  it('binds ~and tighter than ~or, as SQL does', () => {
    expect(parseWhere('(a,eq,1)~or(b,eq,2)~and(c,eq,3)')).toEqual({
      type: 'or',
      children: [c('a', 'eq', '1'), { type: 'and', children: [c('b', 'eq', '2'), c('c', 'eq', '3')] }],
    });
    expect(parseWhere('(a,eq,1)~and(b,eq,2)~or(c,eq,3)')).toEqual({
      type: 'or',
      children: [{ type: 'and', children: [c('a', 'eq', '1'), c('b', 'eq', '2')] }, c('c', 'eq', '3')],
    });
  });

  it('reads ~not as a prefix, after a connector and repeated', () => {
    expect(parseWhere('~not(a,eq,1)')).toEqual({ type: 'not', child: c('a', 'eq', '1') });
    expect(parseWhere('(a,eq,1)~or~not(b,eq,2)')).toEqual({
      type: 'or',
      children: [c('a', 'eq', '1'), { type: 'not', child: c('b', 'eq', '2') }],
    });
    expect(parseWhere('~not~not(a,eq,1)')).toEqual({ type: 'not', child: { type: 'not', child: c('a', 'eq', '1') } });
    expect(parseWhere('~not((a,eq,1)~or(b,eq,2))')).toEqual({
      type: 'not',
      child: { type: 'or', children: [c('a', 'eq', '1'), c('b', 'eq', '2')] },
    });
  });

  it('unwraps redundant parentheses', () => {
    expect(parseWhere('(((a,eq,1)))')).toEqual(c('a', 'eq', '1'));
    expect(parseWhere('( (a,eq,1) ~or (b,eq,2) )')).toEqual({ type: 'or', children: [c('a', 'eq', '1'), c('b', 'eq', '2')] });
  });
});

describe('where parser: escaping', () => {
  it('reads \\, \\) \\( \\~ \\\\ and \\- as the character itself', () => {
    expect(parseWhere('(notes,eq,a\\,b\\)c\\(d\\~e\\\\f\\-g)')).toEqual(c('notes', 'eq', 'a,b)c(d~e\\f-g'));
    expect(parseWhere('(notes,in,a\\,b,c)')).toEqual(c('notes', 'in', ['a,b', 'c']));
  });

  it('keeps a backslash before any other character', () => {
    expect(parseWhere('(path,eq,C:\\dir\\x)')).toEqual(c('path', 'eq', 'C:\\dir\\x'));
  });

  it('escapes field names too, including a leading ( or ~', () => {
    expect(parseWhere('(\\(we\\,ird\\),eq,1)')).toEqual(c('(we,ird)', 'eq', '1'));
    expect(parseWhere('(\\~x,eq,1)')).toEqual(c('~x', 'eq', '1'));
  });

  it('escapeWhereText and escapeListItem produce what the parsers read back', () => {
    expect(escapeWhereText('a,b)c\\')).toBe('a\\,b\\)c\\\\');
    expect(escapeListItem('-x,y')).toBe('\\-x\\,y');
    expect(escapeListItem('plain')).toBe('plain');
  });
});

describe('where parser: errors', () => {
  const cases: [string, string][] = [
    ['age,gt,18', "Invalid where at position 1: expected '(' but found 'a'"],
    ['(age,gt,18', "position 11: missing ')' to close the condition at position 1"],
    ['(age,gt,18))', "position 12: unexpected ')'"],
    ['(a,eq,1)(b,eq,2)', "position 9: unexpected '('; join conditions with ~and, ~or or ~not"],
    ['(age,foo,18)', "position 6: unknown operator 'foo'; expected one of eq, neq, gt, ge, lt, le, like, nlike, is, in, btw"],
    ['(age)', "position 5: expected ',' after the field name 'age'; a condition is (field,op,value)"],
    ['(age,gt)', "position 8: expected ',' and a value after the operator 'gt'"],
    ['(,eq,1)', 'position 2: empty field name'],
    ['(a,eq,1)~xor(b,eq,2)', "position 9: unknown connector '~xor'; expected ~and, ~or or ~not"],
    ['(a,eq,1)~and', "position 13: expected '(' but the text ended"],
    ['~and(a,eq,1)', "position 1: expected '(' or '~not' but found '~and'"],
    ['(a,eq,1,2)', "position 8: the value of 'eq' contains an unescaped ','; write it as '\\,'"],
    ['(a,btw,1)', "position 8: 'btw' takes two values separated by ',' but found 1"],
    ['(a,btw,1,2,3)', "'btw' takes two values separated by ',' but found 3"],
    ['(a,is,nothing)', "position 7: 'is' takes null, notnull, empty, notempty but found 'nothing'"],
    ['((a,eq,1)', "position 10: missing ')' to close the '(' at position 1"],
    ['((a,eq,1)x', "position 10: expected ')' but found 'x'"],
    ['()', 'position 2: empty field name'],
  ];
  it.each(cases)('%s -> %s', (text, msg) => expect400(() => parseWhere(text), msg));

  it('limits length, depth, conditions and list values', () => {
    expect400(() => parseWhere(`(a,eq,${'x'.repeat(1000)})`), 'Where is longer than 1000 characters');
    expect(parseWhere(`(a,eq,${'x'.repeat(10)})`, { maxWhereLength: 17 })).toBeDefined();
    expect400(() => parseWhere(`(a,eq,${'x'.repeat(10)})`, { maxWhereLength: 16 }), 'Where is longer than 16 characters');
    const deep = (n: number) => `${'('.repeat(n)}a,eq,1${')'.repeat(n)}`;
    expect(parseWhere(deep(20))).toEqual(c('a', 'eq', '1'));
    expect400(() => parseWhere(deep(21)), 'nested deeper than 20 levels');
    expect400(() => parseWhere(`${'~not'.repeat(20)}(a,eq,1)`), 'nested deeper than 20 levels');
    const many = (n: number) => Array.from({ length: n }, () => '(a,eq,1)').join('~and');
    expect(parseWhere(many(100), { maxWhereLength: 10_000 })).toBeDefined();
    expect400(() => parseWhere(many(101), { maxWhereLength: 10_000 }), 'more than 100 conditions');
    expect400(() => parseWhere(`(a,in,${Array.from({ length: 101 }, (_, i) => i).join(',')})`), 'more than 100 values in one list');
  });
});

describe('formatWhere', () => {
  it('writes the brief example back as parseable text', () => {
    const text = '(age,gt,18)~and((name,like,%ann%)~or(city,eq,Paris))~and~not(status,eq,closed)';
    expect(formatWhere(parseWhere(text)!)).toBe(text);
  });

  // Trees as the parser produces them: groups of two or more, string values, trimmed fields.
  const field = fc
    .string({ minLength: 1, maxLength: 8, unit: fc.constantFrom('a', 'b', ' ', ',', '(', ')', '~', '\\', '-', '表', '"') })
    .filter((s) => s.trim() === s);
  const value = fc.string({ maxLength: 8, unit: fc.constantFrom('x', ' ', ',', '(', ')', '~', '\\', '%', "'", '😀') });
  const condition: fc.Arbitrary<WhereNode> = fc.oneof(
    fc.record({ type: fc.constant('condition' as const), field, op: fc.constantFrom(...COMPARISON_OPS), value }),
    fc.record({
      type: fc.constant('condition' as const),
      field,
      op: fc.constant('in' as const),
      value: fc.array(value, { minLength: 1, maxLength: 4 }),
    }),
    fc.record({ type: fc.constant('condition' as const), field, op: fc.constant('btw' as const), value: fc.tuple(value, value) }),
    fc.record({ type: fc.constant('condition' as const), field, op: fc.constant('is' as const), value: fc.constantFrom(...IS_VALUES) }),
  );
  const tree = fc.letrec<{ node: WhereNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      condition,
      fc.record({ type: fc.constantFrom('and' as const, 'or' as const), children: fc.array(tie('node'), { minLength: 2, maxLength: 3 }) }),
      fc.record({ type: fc.constant('not' as const), child: tie('node') }),
    ),
  })).node;

  it('round-trips any tree through text (property)', () => {
    fc.assert(
      fc.property(tree, (t) => {
        expect(parseWhere(formatWhere(t), { maxWhereLength: 100_000, maxDepth: 1000, maxConditions: 10_000 })).toEqual(t);
      }),
      { numRuns: 1500, seed: 20240601 },
    );
  });
});
