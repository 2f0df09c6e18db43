/**
 * Parser of the where language:
 *
 *   where     := expr
 *   expr      := unary ( ('~and' | '~or' | '~not') unary )*
 *   unary     := '~not' unary | '(' ( condition | expr ) ')'
 *   condition := field ',' op ',' value ( ',' value )*
 *
 * `a~not b` means `a AND NOT b`. `~and` (and `~not`) bind tighter than `~or`, as AND does in SQL:
 * `(a)~or(b)~and(c)` is `a OR (b AND c)`. Connectors and ops are case-insensitive. A group holds a
 * nested expression when its first non-space character is `(` or `~`, else a condition.
 * Field and op are trimmed, values are taken verbatim; see text.ts for the escaping rule.
 * Errors name the 1-based character position.
 */
import { type COMPARISON_OPS, isIsValue, isWhereOp, IS_VALUES, WHERE_OPS, type WhereNode, type WhereOp } from './ast.js';
import { queryError, shown } from './errors.js';
import { queryLimits, type QueryLimits } from './limits.js';
import { isEscapable } from './text.js';

type Connector = 'and' | 'or' | 'not';

/** Parses where text; undefined for an empty (or blank) text. Throws HttpError 400. */
export function parseWhere(text: string, limits?: Partial<QueryLimits>): WhereNode | undefined {
  const l = queryLimits(limits);
  if (text.length > l.maxWhereLength) throw queryError(`Where is longer than ${l.maxWhereLength} characters`);
  if (text.trim() === '') return undefined;
  return new WhereParser(text, l).parse();
}

const SPACE = /\s/;

class WhereParser {
  private pos = 0;
  private depth = 0;
  private conditions = 0;

  constructor(
    private readonly src: string,
    private readonly limits: QueryLimits,
  ) {}

  parse(): WhereNode {
    const node = this.expression();
    this.skipSpace();
    if (this.pos < this.src.length) {
      const ch = this.src[this.pos];
      this.fail(ch === '(' ? "unexpected '('; join conditions with ~and, ~or or ~not" : `unexpected '${ch}'`);
    }
    return node;
  }

  private fail(msg: string, at = this.pos): never {
    throw queryError(`Invalid where at position ${at + 1}: ${msg}`);
  }

  private skipSpace(): void {
    while (this.pos < this.src.length && SPACE.test(this.src[this.pos]!)) this.pos++;
  }

  private enter(at: number): void {
    if (++this.depth > this.limits.maxDepth) this.fail(`nested deeper than ${this.limits.maxDepth} levels`, at);
  }

  /** OR of AND-groups: AND binds tighter. */
  private expression(): WhereNode {
    const groups: WhereNode[][] = [[this.unary()]];
    for (;;) {
      this.skipSpace();
      if (this.src[this.pos] !== '~') break;
      const at = this.pos;
      const connector = this.connector();
      if (connector === 'or') groups.push([this.unary()]);
      else groups[groups.length - 1]!.push(connector === 'and' ? this.unary() : this.negation(at));
    }
    const ands = groups.map((g): WhereNode => (g.length === 1 ? g[0]! : { type: 'and', children: g }));
    return ands.length === 1 ? ands[0]! : { type: 'or', children: ands };
  }

  private unary(): WhereNode {
    this.skipSpace();
    const ch = this.src[this.pos];
    if (ch === '(') return this.group();
    if (ch === '~') {
      const at = this.pos;
      const connector = this.connector();
      if (connector !== 'not') this.fail(`expected '(' or '~not' but found '~${connector}'`, at);
      return this.negation(at);
    }
    this.fail(ch === undefined ? "expected '(' but the text ended" : `expected '(' but found '${ch}'`);
  }

  private negation(at: number): WhereNode {
    this.enter(at);
    const child = this.unary();
    this.depth--;
    return { type: 'not', child };
  }

  /** Reads `~word` at the cursor. */
  private connector(): Connector {
    const at = this.pos;
    const word = /^~([a-zA-Z]*)/.exec(this.src.slice(at, at + 12))![1]!;
    const lower = word.toLowerCase();
    if (lower !== 'and' && lower !== 'or' && lower !== 'not') {
      this.fail(`unknown connector '~${shown(word, 20)}'; expected ~and, ~or or ~not`, at);
    }
    this.pos += 1 + word.length;
    return lower;
  }

  private group(): WhereNode {
    const open = this.pos;
    this.enter(open);
    this.pos++;
    let peek = this.pos;
    while (peek < this.src.length && SPACE.test(this.src[peek]!)) peek++;
    const nested = this.src[peek] === '(' || this.src[peek] === '~';
    const node = nested ? this.expression() : this.condition(open);
    this.skipSpace();
    if (this.src[this.pos] !== ')') {
      this.fail(
        this.pos >= this.src.length
          ? `missing ')' to close the '(' at position ${open + 1}`
          : `expected ')' but found '${this.src[this.pos]}'`,
      );
    }
    this.pos++;
    this.depth--;
    return node;
  }

  /** Reads up to (not including) the next unescaped `,` or `)`; text keeps no escapes. */
  private part(): { text: string; start: number; stop: ',' | ')' | undefined } {
    const start = this.pos;
    let text = '';
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos]!;
      if (ch === ',' || ch === ')') return { text, start, stop: ch };
      if (ch === '\\' && isEscapable(this.src[this.pos + 1])) {
        text += this.src[this.pos + 1];
        this.pos += 2;
      } else {
        text += ch;
        this.pos++;
      }
    }
    return { text, start, stop: undefined };
  }

  private condition(open: number): WhereNode {
    if (++this.conditions > this.limits.maxConditions) this.fail(`more than ${this.limits.maxConditions} conditions`, open);
    const field = this.part();
    const name = field.text.trim();
    if (name === '') this.fail('empty field name', field.start);
    if (field.stop !== ',')
      this.endOfPart(field.stop, `expected ',' after the field name '${shown(name)}'; a condition is (field,op,value)`, open);
    this.pos++;

    const opPart = this.part();
    const op = opPart.text.trim().toLowerCase();
    if (!isWhereOp(op)) {
      this.fail(`unknown operator '${shown(opPart.text.trim(), 20)}'; expected one of ${WHERE_OPS.join(', ')}`, opPart.start);
    }
    if (opPart.stop !== ',') this.endOfPart(opPart.stop, `expected ',' and a value after the operator '${op}'`, open);
    this.pos++;

    const values: { text: string; start: number }[] = [];
    for (;;) {
      const v = this.part();
      values.push(v);
      if (v.stop === ')') break;
      if (v.stop === undefined) this.fail(`missing ')' to close the condition at position ${open + 1}`);
      if (values.length >= this.limits.maxListValues) this.fail(`more than ${this.limits.maxListValues} values in one list`, v.start);
      this.pos++;
    }
    return this.build(name, op, values);
  }

  private endOfPart(stop: ',' | ')' | undefined, msg: string, open: number): never {
    if (stop === undefined) this.fail(`missing ')' to close the condition at position ${open + 1}`);
    this.fail(msg);
  }

  private build(field: string, op: WhereOp, values: { text: string; start: number }[]): WhereNode {
    const first = values[0]!;
    switch (op) {
      case 'in':
        return { type: 'condition', field, op, value: values.map((v) => v.text) };
      case 'btw':
        if (values.length !== 2) this.fail(`'btw' takes two values separated by ',' but found ${values.length}`, first.start);
        return { type: 'condition', field, op, value: [first.text, values[1]!.text] };
      case 'is': {
        const value = first.text.trim().toLowerCase();
        if (values.length !== 1 || !isIsValue(value)) {
          this.fail(`'is' takes ${IS_VALUES.join(', ')} but found '${shown(values.map((v) => v.text).join(','))}'`, first.start);
        }
        return { type: 'condition', field, op, value };
      }
      default:
        if (values.length !== 1) {
          this.fail(`the value of '${op}' contains an unescaped ','; write it as '\\,'`, values[1]!.start - 1);
        }
        return { type: 'condition', field, op: op satisfies (typeof COMPARISON_OPS)[number], value: first.text };
    }
  }
}
