/**
 * Formulas: random and hostile texts either throw HttpError 400 `Invalid formula: ...` or compile
 * to SQL whose text is only this compiler's own keywords, operators and placeholders (no letter
 * of the formula reaches it), for each SQL family; bindings line up with the placeholders.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableMeta } from '../src/entities.js';
import { compileFormula, HttpError, parseFormula, type SqlFamily } from '../src/server/index.js';

const META: TableMeta = {
  tn: 'items',
  _tn: 'Items',
  columns: [
    { cn: 'id', _cn: 'id', uidt: 'ID', dt: 'integer', pk: true, ai: true },
    { cn: 'price', _cn: 'Price', uidt: 'Decimal', dt: 'decimal' },
    { cn: 'qty', _cn: 'Quantity', uidt: 'Number', dt: 'integer' },
    { cn: `na"me'; --`, _cn: 'Name', uidt: 'SingleLineText', dt: 'varchar' },
    { cn: 'flag', _cn: 'Flag', uidt: 'Checkbox', dt: 'boolean' },
    { cn: 'day', _cn: 'Day', uidt: 'Date', dt: 'date' },
    { cn: 'doc', _cn: 'Doc', uidt: 'JSON', dt: 'json' },
  ],
  v: [{ _cn: 'Total', formula: { value: '{Price} * {Quantity}' } }],
};
const FAMILIES: SqlFamily[] = ['sqlite', 'pg', 'mysql', 'mssql'];
/** Everything a compiled formula may contain: fixed keywords, operators, placeholders. */
const SAFE_SQL = /^(?:[A-Z_]+|\d|\?\??|''|[\s(),+\-*/<>=|])*$/;

function check(text: string): void {
  let node;
  try {
    node = parseFormula(text, META, 'sqlite');
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    expect((err as HttpError).message).toMatch(/^Invalid formula: /);
    return;
  }
  for (const sql of FAMILIES) {
    const compiled = compileFormula(node, sql, 'items');
    expect(compiled.sql, text).toMatch(SAFE_SQL);
    expect(compiled.sql).not.toContain('--');
    const placeholders = compiled.sql.match(/\?\??/g) ?? [];
    expect(placeholders).toHaveLength(compiled.bindings.length);
    placeholders.forEach((p, i) => {
      // identifiers are the table's own columns; values are the formula's literals
      if (p === '??') expect(META.columns.map((c) => `items.${c.cn}`)).toContain(compiled.bindings[i]);
    });
  }
}

describe('formula parser and compiler', () => {
  it('types, checks and compiles known formulas', () => {
    const typeOf = (text: string) => parseFormula(text, META, 'pg').type;
    expect(typeOf('{Price} * {Quantity} - 1.5e2 / 3')).toBe('number');
    expect(typeOf("CONCAT({Name}, ' x ', {Quantity}, {Day})")).toBe('string');
    expect(typeOf('{Quantity} >= 10')).toBe('boolean');
    expect(typeOf('IF({Flag}, 1, 2)')).toBe('number');
    expect(typeOf("IF({Flag}, 1, 'two')")).toBe('string');
    expect(typeOf('round(avg({Price}, 2), 1)')).toBe('number');
    const pg = compileFormula(parseFormula("IF({Quantity} > 2, UPPER({Name}), 'few')", META, 'pg'), 'pg', 't');
    expect(pg.sql).toBe('(CASE WHEN (CAST(?? AS NUMERIC) > CAST(? AS NUMERIC)) THEN UPPER(??) ELSE CAST(? AS TEXT) END)');
    expect(pg.bindings).toEqual(['t.qty', 2, `t.na"me'; --`, 'few']);
    const sqlite = compileFormula(parseFormula('ROUND({Price} / {Quantity}, 2)', META, 'sqlite'), 'sqlite', 't');
    expect(sqlite).toEqual({ sql: 'ROUND((CAST(?? AS REAL) / NULLIF(??, 0)), ?)', bindings: ['t.price', 't.qty', 2], type: 'number' });
    const mssql = compileFormula(parseFormula('{Quantity} = 1', META, 'mssql'), 'mssql', 't');
    expect(mssql.sql).toBe('(CASE WHEN (?? = ?) THEN 1 ELSE 0 END)');
  });

  it('names the problem in a 400', () => {
    const message = (text: string) => {
      try {
        parseFormula(text, META, 'sqlite');
      } catch (err) {
        return (err as HttpError).message;
      }
      return 'accepted';
    };
    expect(message('{Doc} + 1')).toBe("Invalid formula: column 'Doc' holds JSON values, which formulas cannot use");
    expect(message('{Total} + 1')).toBe("Invalid formula: column 'Total' is virtual; formulas use stored columns");
    expect(message('CONCAT()')).toBe('Invalid formula: CONCAT takes 1 to 50 arguments, not 0');
    expect(message('UPPER({Name}, 1)')).toBe('Invalid formula: UPPER takes 1 argument, not 2');
    expect(message('{Name} + 1')).toBe("Invalid formula: '+' takes numbers, {Name} is not one (CONCAT joins text)");
    expect(message('1 2')).toBe("Invalid formula: unexpected '2' at position 3");
    expect(message('')).toBe('Invalid formula: it is empty');
    expect(message('1e999')).toBe("Invalid formula: number '1e999' at position 1 is too large");
    expect(message('('.repeat(60) + '1' + ')'.repeat(60))).toBe('Invalid formula: nested deeper than 40 levels');
  });

  it('refuses or safely compiles thousands of random and hostile formulas', () => {
    const fragments = [
      '{Price}',
      '{Quantity}',
      '{Name}',
      '{Flag}',
      '{Day}',
      '{Doc}',
      '{Total}',
      '{nope}',
      '{',
      '}',
      '(',
      ')',
      ',',
      '+',
      '-',
      '*',
      '/',
      '=',
      '<>',
      '!=',
      '<=',
      '>',
      'CONCAT(',
      'upper(',
      'LEN(',
      'ROUND(',
      'ABS(',
      'IF(',
      'ADD(',
      'AVG(',
      'SLEEP(',
      'drop',
      ';',
      '--',
      '/*',
      "'",
      '"',
      "'x'",
      '"y"',
      "'a''b'",
      '\\',
      '1',
      '2.5',
      '1e308',
      '-0',
      '😀',
      '\u0000',
      ' ',
      '`',
      '$1',
      '?',
      '??',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 14 }), (parts) => check(parts.join(''))),
      { numRuns: 3000, seed: 20261122 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => check(text)),
      { numRuns: 2000, seed: 7 },
    );
  });
});
