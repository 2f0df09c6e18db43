/**
 * A where tree checked against the table: every field resolved to a physical column, every op
 * allowed for the column's kind, every value coerced to a binding. The result holds nothing from
 * the request but column names taken from meta and binding values; `applyWhere` turns it into
 * knex calls. Trees built in code go through the same checks and limits as parsed ones.
 */
import type { WhereNode } from './ast.js';
import { coerceValue, likePattern, type Binding } from './coerce.js';
import type { ColumnIndex, QueryColumn } from './columns.js';
import { queryError, shown } from './errors.js';
import type { QueryLimits } from './limits.js';

export type CompareOperator = '=' | '<>' | '>' | '>=' | '<' | '<=';
export type LikeOperator = 'like' | 'not like' | 'ilike' | 'not ilike';

export type ResolvedWhere =
  | { type: 'and' | 'or'; children: ResolvedWhere[] }
  | { type: 'not'; child: ResolvedWhere }
  /** `orNull`: NULL rows match too (neq / nlike: "not equal" includes empty cells). */
  | { type: 'compare'; column: string; operator: CompareOperator; value: Binding; orNull: boolean }
  | { type: 'like'; column: string; operator: LikeOperator; value: string; orNull: boolean }
  | { type: 'in'; column: string; values: Binding[] }
  | { type: 'between'; column: string; values: [Binding, Binding] }
  /** IS NULL (negate: IS NOT NULL); `orEmpty`: '' counts as empty (text columns). */
  | { type: 'null'; column: string; negate: boolean; orEmpty: boolean };

const COMPARE: Record<'eq' | 'neq' | 'gt' | 'ge' | 'lt' | 'le', CompareOperator> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

export function resolveWhere(node: WhereNode, columns: ColumnIndex, limits: QueryLimits): ResolvedWhere {
  let conditions = 0;
  const sql = columns.sql;

  const visit = (n: WhereNode, depth: number): ResolvedWhere => {
    if (depth > limits.maxDepth) throw queryError(`Where is nested deeper than ${limits.maxDepth} levels`);
    switch (n.type) {
      case 'and':
      case 'or':
        // An empty group would vanish from the SQL and turn `~not(empty)` into "everything".
        if (n.children.length === 0) throw queryError(`Empty '${n.type}' group in where`);
        return { type: n.type, children: n.children.map((c) => visit(c, depth + 1)) };
      case 'not':
        return { type: 'not', child: visit(n.child, depth + 1) };
      case 'condition':
        break;
      default:
        throw queryError(`Invalid where node '${shown((n as { type: unknown }).type)}'`);
    }
    if (++conditions > limits.maxConditions) throw queryError(`Where has more than ${limits.maxConditions} conditions`);
    const col = columns.resolve(n.field, 'where');
    const column = col.cn;
    switch (n.op) {
      case 'is': {
        const text = col.kind === 'string';
        if (n.value === 'null' || n.value === 'empty') return { type: 'null', column, negate: false, orEmpty: text && n.value === 'empty' };
        if (n.value === 'notnull' || n.value === 'notempty')
          return { type: 'null', column, negate: true, orEmpty: text && n.value === 'notempty' };
        throw queryError(`'is' takes null, notnull, empty or notempty for column '${shown(col.meta._cn)}'`);
      }
      case 'in': {
        if (!Array.isArray(n.value) || n.value.length === 0)
          throw queryError(`'in' needs at least one value for column '${shown(col.meta._cn)}'`);
        if (n.value.length > limits.maxListValues) throw queryError(`More than ${limits.maxListValues} values in one list`);
        return { type: 'in', column, values: n.value.map((v) => coerceValue(col, scalar(v, col), sql)) };
      }
      case 'btw': {
        if (!Array.isArray(n.value) || n.value.length !== 2) throw queryError(`'btw' needs two values for column '${shown(col.meta._cn)}'`);
        return {
          type: 'between',
          column,
          values: [coerceValue(col, scalar(n.value[0], col), sql), coerceValue(col, scalar(n.value[1], col), sql)],
        };
      }
      case 'like':
      case 'nlike':
        return like(col, n.op, scalar(n.value, col));
      case 'eq':
      case 'neq':
      case 'gt':
      case 'ge':
      case 'lt':
      case 'le':
        return {
          type: 'compare',
          column,
          operator: COMPARE[n.op],
          value: coerceValue(col, scalar(n.value, col), sql),
          orNull: n.op === 'neq',
        };
      default:
        throw queryError(`Unknown operator '${shown((n as { op: unknown }).op)}' in where`);
    }
  };

  const like = (col: QueryColumn, op: 'like' | 'nlike', value: string | number | boolean): ResolvedWhere => {
    if (col.kind !== 'string') throw queryError(`Operator '${op}' needs a text column; '${shown(col.meta._cn)}' is ${col.meta.uidt}`);
    const text = String(coerceValue(col, value, sql));
    // PostgreSQL's LIKE is case-sensitive; ILIKE matches what SQLite and MySQL's default collations do.
    const base = sql === 'pg' ? 'ilike' : 'like';
    return {
      type: 'like',
      column: col.cn,
      operator: op === 'like' ? base : `not ${base}`,
      value: likePattern(text, sql),
      orNull: op === 'nlike',
    };
  };

  return visit(node, 1);
}

function scalar(value: unknown, col: QueryColumn): string | number | boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw queryError(`Value for column '${shown(col.meta._cn)}' must be a single value`);
}
