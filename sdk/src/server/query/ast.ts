/**
 * The where tree: what the parser produces from `(field,op,value)~and(...)` text and what other
 * plugins build directly (shared-view filters, grid filters, later conditions through relations).
 * Field names are as the client wrote them (column name or alias); values are raw, checked and
 * coerced against the column later (`resolveWhere`).
 */

export const COMPARISON_OPS = ['eq', 'neq', 'gt', 'ge', 'lt', 'le', 'like', 'nlike'] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number];
export const WHERE_OPS = [...COMPARISON_OPS, 'is', 'in', 'btw'] as const;
export type WhereOp = (typeof WHERE_OPS)[number];
/** Values of `is`: `empty` is NULL or '' on text columns and NULL elsewhere. */
export const IS_VALUES = ['null', 'notnull', 'empty', 'notempty'] as const;
export type IsValue = (typeof IS_VALUES)[number];

/** A raw value: the parser yields strings, code may pass numbers and booleans. */
export type WhereValue = string | number | boolean;

export type WhereCondition =
  | { type: 'condition'; field: string; op: ComparisonOp; value: WhereValue }
  | { type: 'condition'; field: string; op: 'in'; value: WhereValue[] }
  | { type: 'condition'; field: string; op: 'btw'; value: [WhereValue, WhereValue] }
  | { type: 'condition'; field: string; op: 'is'; value: IsValue };

export type WhereNode =
  WhereCondition | { type: 'and'; children: WhereNode[] } | { type: 'or'; children: WhereNode[] } | { type: 'not'; child: WhereNode };

export function isWhereOp(op: string): op is WhereOp {
  return (WHERE_OPS as readonly string[]).includes(op);
}

export function isIsValue(value: string): value is IsValue {
  return (IS_VALUES as readonly string[]).includes(value);
}

/** ANDs filters together (e.g. a shared view's filter and the request's where); undefined parts drop out. */
export function combineWhere(...nodes: (WhereNode | undefined)[]): WhereNode | undefined {
  const present = nodes.filter((n): n is WhereNode => n !== undefined);
  if (present.length <= 1) return present[0];
  return { type: 'and', children: present };
}
