/**
 * Bounds on what one request may ask for. The parser is recursive and the SQL grows with each
 * condition, so depth, count and length are capped before any work is done.
 */
export interface QueryLimits {
  /** Longest `where` text, in characters. */
  maxWhereLength: number;
  /** Deepest nesting of parentheses and `~not`. */
  maxDepth: number;
  /** Most `(field,op,value)` conditions in one where. */
  maxConditions: number;
  /** Most values of one `in` list. */
  maxListValues: number;
  /** Longest `sort` or `fields` text, in characters. */
  maxListLength: number;
  maxSortFields: number;
  /** Rows per page when the request names no limit. */
  defaultLimit: number;
  /** Larger limits are lowered to this. */
  maxLimit: number;
  /** Longest `conditionGraph` JSON text, deepest nesting of relations and most relations in it. */
  maxGraphLength: number;
  maxGraphDepth: number;
  maxGraphRelations: number;
}

export const DEFAULT_QUERY_LIMITS: Readonly<QueryLimits> = Object.freeze({
  maxWhereLength: 1000,
  maxDepth: 20,
  maxConditions: 100,
  maxListValues: 100,
  maxListLength: 4000,
  maxSortFields: 20,
  defaultLimit: 25,
  maxLimit: 1000,
  maxGraphLength: 8000,
  maxGraphDepth: 3,
  maxGraphRelations: 10,
});

export function queryLimits(overrides?: Partial<QueryLimits>): QueryLimits {
  return { ...DEFAULT_QUERY_LIMITS, ...overrides };
}
