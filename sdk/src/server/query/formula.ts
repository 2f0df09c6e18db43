/**
 * Formula columns: `{Price} * {Quantity}`, `CONCAT(UPPER({First}), ' ', {Last})`,
 * `IF({Stock} > 0, 'in stock', 'sold out')`. A small recursive-descent parser checks the text
 * against the table meta (column references by alias or name, physical columns only) and the
 * types of values; the compiler turns the tree into one select expression per SQL family.
 *
 * Nothing from the formula text reaches SQL as text: column references become `??` identifier
 * bindings (names from meta), literals become `?` value bindings, and operators and function
 * names are this file's own fixed strings.
 *
 * Grammar (functions case-insensitive):
 *   expr    := sum (('=' | '==' | '!=' | '<>' | '<' | '<=' | '>' | '>=') sum)?
 *   sum     := product (('+' | '-') product)*
 *   product := unary (('*' | '/') unary)*
 *   unary   := '-' unary | primary
 *   primary := number | 'text' | "text" | {Column} | NAME '(' [expr (',' expr)*] ')' | '(' expr ')'
 * Functions: CONCAT, UPPER, LOWER, LEN / LENGTH, ROUND, ABS, IF, ADD, AVG.
 */
import type { TableMeta } from '../../entities.js';
import { ColumnIndex } from './columns.js';
import { queryError, shown } from './errors.js';
import type { SqlFamily } from './sql-family.js';

/** What a formula (or a part of it) yields; `other` are dates, times and UUIDs (usable as text). */
export type FormulaType = 'number' | 'string' | 'boolean' | 'other';

type CompareOp = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type FormulaNode = { type: FormulaType } & (
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'column'; cn: string; name: string }
  | { kind: 'arith'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode }
  | { kind: 'compare'; op: CompareOp; left: FormulaNode; right: FormulaNode }
  | { kind: 'neg'; arg: FormulaNode }
  | { kind: 'call'; fn: FormulaFunction; args: FormulaNode[] }
);

const FUNCTIONS = ['CONCAT', 'UPPER', 'LOWER', 'LEN', 'LENGTH', 'ROUND', 'ABS', 'IF', 'ADD', 'AVG'] as const;
export type FormulaFunction = (typeof FUNCTIONS)[number];

/** Arguments each function takes: [min, max]. */
const ARITY: Record<FormulaFunction, [number, number]> = {
  CONCAT: [1, 50],
  UPPER: [1, 1],
  LOWER: [1, 1],
  LEN: [1, 1],
  LENGTH: [1, 1],
  ROUND: [1, 2],
  ABS: [1, 1],
  IF: [2, 3],
  ADD: [1, 50],
  AVG: [1, 50],
};

const MAX_FORMULA_LENGTH = 4096;
const MAX_NODES = 500;
const MAX_DEPTH = 40;

const invalid = (why: string) => queryError(`Invalid formula: ${why}`);

type Token =
  | { t: 'num'; v: number; at: number }
  | { t: 'str'; v: string; at: number }
  | { t: 'col'; v: string; at: number }
  | { t: 'name'; v: string; at: number }
  | { t: 'op'; v: string; at: number };

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i + 1;
    if (/[0-9.]/.test(c)) {
      const m = /^(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(text.slice(i));
      if (!m) throw invalid(`unexpected '.' at position ${at}`);
      const v = Number(m[0]);
      if (!Number.isFinite(v)) throw invalid(`number '${shown(m[0])}' at position ${at} is too large`);
      out.push({ t: 'num', v, at });
      i += m[0].length;
    } else if (c === '"' || c === "'") {
      let v = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== c; j++) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        v += text[j];
      }
      if (j >= text.length) throw invalid(`text starting at position ${at} is not closed`);
      if (v.includes('\u0000')) throw invalid('text contains a NUL character');
      out.push({ t: 'str', v, at });
      i = j + 1;
    } else if (c === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) throw invalid(`column reference at position ${at} is not closed with '}'`);
      out.push({ t: 'col', v: text.slice(i + 1, end).trim(), at });
      i = end + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))!;
      out.push({ t: 'name', v: m[0], at });
      i += m[0].length;
    } else {
      const two = text.slice(i, i + 2);
      if (['<=', '>=', '!=', '<>', '=='].includes(two)) {
        out.push({ t: 'op', v: two, at });
        i += 2;
      } else if ('+-*/(),<>='.includes(c)) {
        out.push({ t: 'op', v: c, at });
        i++;
      } else throw invalid(`unexpected '${shown(c)}' at position ${at}`);
    }
  }
  return out;
}

const COMPARE: Record<string, CompareOp> = { '=': '=', '==': '=', '!=': '<>', '<>': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

/** The value kind of the guard -> formula type; opaque columns (JSON, binary) cannot take part. */
function columnType(kind: string): FormulaType | undefined {
  if (kind === 'integer' || kind === 'number') return 'number';
  if (kind === 'string') return 'string';
  if (kind === 'boolean') return 'boolean';
  if (kind === 'opaque') return undefined;
  return 'other';
}

const describe = (n: FormulaNode) =>
  n.kind === 'column'
    ? `{${n.name}}`
    : n.type === 'string' || n.type === 'other'
      ? 'text'
      : n.type === 'boolean'
        ? 'a condition'
        : 'a number';

class Parser {
  private pos = 0;
  private nodes = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly meta: TableMeta,
    private readonly index: ColumnIndex,
  ) {}

  parse(): FormulaNode {
    if (!this.tokens.length) throw invalid('it is empty');
    const node = this.expr(0);
    const rest = this.tokens[this.pos];
    if (rest) throw invalid(`unexpected '${shown(String(rest.v))}' at position ${rest.at}`);
    return node;
  }

  private peek() {
    return this.tokens[this.pos];
  }

  private isOp(v: string) {
    const t = this.peek();
    return t?.t === 'op' && t.v === v;
  }

  private expect(v: string, what: string) {
    const t = this.peek();
    if (!(t?.t === 'op' && t.v === v)) throw invalid(`expected ${what}${t ? ` at position ${t.at}` : ' at the end'}`);
    this.pos++;
  }

  private node(n: FormulaNode, depth: number): FormulaNode {
    if ((this.nodes += 1) > MAX_NODES) throw invalid(`more than ${MAX_NODES} parts`);
    if (depth > MAX_DEPTH) throw invalid(`nested deeper than ${MAX_DEPTH} levels`);
    return n;
  }

  private expr(depth: number): FormulaNode {
    const left = this.sum(depth);
    const t = this.peek();
    if (t?.t === 'op' && t.v in COMPARE) {
      this.pos++;
      const right = this.sum(depth);
      return this.node({ kind: 'compare', op: COMPARE[t.v]!, left, right, type: 'boolean' }, depth);
    }
    return left;
  }

  private arith(op: '+' | '-' | '*' | '/', left: FormulaNode, right: FormulaNode, depth: number): FormulaNode {
    for (const side of [left, right]) {
      if (side.type !== 'number')
        throw invalid(`'${op}' takes numbers, ${describe(side)} is not one${op === '+' ? ' (CONCAT joins text)' : ''}`);
    }
    return this.node({ kind: 'arith', op, left, right, type: 'number' }, depth);
  }

  private sum(depth: number): FormulaNode {
    let left = this.product(depth);
    while (this.isOp('+') || this.isOp('-')) {
      const op = this.tokens[this.pos++]!.v as '+' | '-';
      left = this.arith(op, left, this.product(depth), depth);
    }
    return left;
  }

  private product(depth: number): FormulaNode {
    let left = this.unary(depth);
    while (this.isOp('*') || this.isOp('/')) {
      const op = this.tokens[this.pos++]!.v as '*' | '/';
      left = this.arith(op, left, this.unary(depth), depth);
    }
    return left;
  }

  private unary(depth: number): FormulaNode {
    if (this.isOp('-')) {
      this.pos++;
      const arg = this.unary(depth + 1);
      if (arg.type !== 'number') throw invalid(`'-' takes a number, ${describe(arg)} is not one`);
      return this.node({ kind: 'neg', arg, type: 'number' }, depth);
    }
    return this.primary(depth);
  }

  private primary(depth: number): FormulaNode {
    const t = this.peek();
    if (!t) throw invalid('it ends too early');
    this.pos++;
    switch (t.t) {
      case 'num':
        return this.node({ kind: 'number', value: t.v, type: 'number' }, depth);
      case 'str':
        return this.node({ kind: 'string', value: t.v, type: 'string' }, depth);
      case 'col':
        return this.node(this.column(t.v), depth);
      case 'name':
        return this.call(t.v, t.at, depth);
      case 'op':
        if (t.v === '(') {
          const inner = this.expr(depth + 1);
          this.expect(')', "')'");
          return inner;
        }
        throw invalid(`unexpected '${t.v}' at position ${t.at}`);
    }
  }

  private column(name: string): FormulaNode {
    const col = this.meta.columns.find((c) => c._cn === name) ?? this.meta.columns.find((c) => c.cn === name);
    if (!col) {
      if ((this.meta.v ?? []).some((v) => v._cn === name)) throw invalid(`column '${shown(name)}' is virtual; formulas use stored columns`);
      throw invalid(`unknown column '${shown(name)}'`);
    }
    let kind: string;
    try {
      kind = this.index.resolve(col.cn, 'fields').kind;
    } catch {
      throw invalid(`column '${shown(name)}' cannot be used in a formula`);
    }
    const type = columnType(kind);
    if (!type) throw invalid(`column '${shown(name)}' holds ${col.uidt} values, which formulas cannot use`);
    return { kind: 'column', cn: col.cn, name: col._cn, type };
  }

  private call(name: string, at: number, depth: number): FormulaNode {
    const fn = name.toUpperCase() as FormulaFunction;
    if (!(FUNCTIONS as readonly string[]).includes(fn)) throw invalid(`unknown function '${shown(name)}' at position ${at}`);
    this.expect('(', `'(' after ${fn}`);
    const args: FormulaNode[] = [];
    if (!this.isOp(')')) {
      do args.push(this.expr(depth + 1));
      while (this.isOp(',') && ++this.pos);
    }
    this.expect(')', `')' closing ${fn}`);
    const [min, max] = ARITY[fn];
    if (args.length < min || args.length > max) {
      throw invalid(`${fn} takes ${min === max ? min : `${min} to ${max}`} argument${max === 1 ? '' : 's'}, not ${args.length}`);
    }
    const numbers = (list: FormulaNode[]) => {
      const bad = list.find((a) => a.type !== 'number');
      if (bad) throw invalid(`${fn} takes numbers, ${describe(bad)} is not one`);
    };
    let type: FormulaType;
    switch (fn) {
      case 'CONCAT':
      case 'UPPER':
      case 'LOWER':
        type = 'string';
        break;
      case 'LEN':
      case 'LENGTH':
        type = 'number';
        break;
      case 'ROUND':
      case 'ABS':
      case 'ADD':
      case 'AVG':
        numbers(args);
        type = 'number';
        break;
      case 'IF': {
        const [, then, otherwise] = args;
        type = !otherwise || then!.type === otherwise.type ? then!.type : 'string';
        break;
      }
    }
    return this.node({ kind: 'call', fn, args, type }, depth);
  }
}

/**
 * Parses and checks a formula against the table: 400 `Invalid formula: ...` naming the problem
 * (unknown column or function, wrong argument count, text where a number belongs...).
 */
export function parseFormula(text: string, meta: TableMeta, sql: SqlFamily): FormulaNode {
  if (typeof text !== 'string' || !text.trim()) throw invalid('it is empty');
  if (text.length > MAX_FORMULA_LENGTH) throw invalid(`it is longer than ${MAX_FORMULA_LENGTH} characters`);
  return new Parser(tokenize(text), meta, ColumnIndex.of(meta, sql)).parse();
}

/** A select expression: SQL text with `??` (identifier) and `?` (value) placeholders and their bindings. */
export interface CompiledFormula {
  sql: string;
  bindings: (string | number)[];
  type: FormulaType;
}

/**
 * Compiles a checked formula into one expression for the SQL family. `tableRef` is how the
 * query names the table (its name or an alias).
 */
export function compileFormula(node: FormulaNode, sql: SqlFamily, tableRef: string): CompiledFormula {
  const bindings: (string | number)[] = [];
  const text = (n: FormulaNode): string => {
    const v = value(n);
    if (n.type === 'string') return v;
    if (sql === 'pg' || sql === 'sqlite') return `CAST(${v} AS TEXT)`;
    if (sql === 'mysql') return `CAST(${v} AS CHAR)`;
    return `CAST(${v} AS NVARCHAR(4000))`;
  };
  /** A predicate (CASE WHEN, comparisons): booleans as is, numbers non-zero, text non-empty. */
  const condition = (n: FormulaNode): string => {
    if (n.kind === 'compare') return compare(n);
    const v = value(n);
    if (n.type === 'boolean') return sql === 'pg' ? v : `${v} <> 0`;
    if (n.type === 'number') return `${v} <> 0`;
    return `(${v} IS NOT NULL AND ${text(n)} <> '')`;
  };
  const compare = (n: Extract<FormulaNode, { kind: 'compare' }>): string => {
    const numeric = n.left.type === 'number' && n.right.type === 'number';
    const side = (s: FormulaNode) => (numeric ? value(s) : text(s));
    return `(${side(n.left)} ${n.op} ${side(n.right)})`;
  };
  const numberLiteral = (v: number) => {
    bindings.push(v);
    return sql === 'pg' ? 'CAST(? AS NUMERIC)' : '?';
  };
  const divide = (left: string, right: string) => {
    // Division by zero is NULL, and integers divide exactly, on every database.
    if (sql === 'sqlite') return `(CAST(${left} AS REAL) / NULLIF(${right}, 0))`;
    if (sql === 'mssql') return `(CAST(${left} AS FLOAT) / NULLIF(${right}, 0))`;
    if (sql === 'pg') return `(CAST(${left} AS NUMERIC) / NULLIF(${right}, 0))`;
    return `(${left} / NULLIF(${right}, 0))`;
  };
  const value = (n: FormulaNode): string => {
    switch (n.kind) {
      case 'number':
        return numberLiteral(n.value);
      case 'string':
        bindings.push(n.value);
        return sql === 'pg' ? 'CAST(? AS TEXT)' : '?';
      case 'column':
        bindings.push(`${tableRef}.${n.cn}`);
        // PostgreSQL: numeric arithmetic (no integer overflow or integer division, ROUND takes it).
        return sql === 'pg' && n.type === 'number' ? 'CAST(?? AS NUMERIC)' : '??';
      case 'neg':
        return `(-${value(n.arg)})`;
      case 'arith':
        return n.op === '/' ? divide(value(n.left), value(n.right)) : `(${value(n.left)} ${n.op} ${value(n.right)})`;
      case 'compare':
        // SQL Server selects no bare predicates.
        return sql === 'mssql' ? `(CASE WHEN ${compare(n)} THEN 1 ELSE 0 END)` : compare(n);
      case 'call':
        return call(n);
    }
  };
  const call = (n: Extract<FormulaNode, { kind: 'call' }>): string => {
    const a = n.args;
    switch (n.fn) {
      case 'CONCAT': {
        const parts = a.map((x) => `COALESCE(${text(x)}, '')`);
        if (parts.length === 1) return parts[0]!;
        return sql === 'sqlite' ? `(${parts.join(' || ')})` : `CONCAT(${parts.join(', ')})`;
      }
      case 'UPPER':
        return `UPPER(${text(a[0]!)})`;
      case 'LOWER':
        return `LOWER(${text(a[0]!)})`;
      case 'LEN':
      case 'LENGTH':
        return sql === 'mysql' ? `CHAR_LENGTH(${text(a[0]!)})` : sql === 'mssql' ? `LEN(${text(a[0]!)})` : `LENGTH(${text(a[0]!)})`;
      case 'ROUND': {
        // Bindings follow the text's order: the number before the digits.
        const x = value(a[0]!);
        const digits = a[1] ? value(a[1]) : numberLiteral(0);
        return sql === 'pg' ? `ROUND(${x}, CAST(${digits} AS INTEGER))` : `ROUND(${x}, ${digits})`;
      }
      case 'ABS':
        return `ABS(${value(a[0]!)})`;
      case 'ADD':
        return `(${a.map(value).join(' + ')})`;
      case 'AVG':
        return divide(`(${a.map(value).join(' + ')})`, numberLiteral(a.length));
      case 'IF': {
        const when = condition(a[0]!);
        const branch = (x: FormulaNode) => (n.type === 'string' && x.type !== 'string' ? text(x) : value(x));
        return `(CASE WHEN ${when} THEN ${branch(a[1]!)} ELSE ${a[2] ? branch(a[2]) : 'NULL'} END)`;
      }
    }
  };
  return { sql: value(node), bindings, type: node.type };
}
