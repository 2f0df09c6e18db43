/**
 * The query guard: the one place where names from requests become SQL identifiers (only
 * column names found in table meta) and values become bindings. REST, GraphQL, shared views and
 * the grid filter, sort, select and page through it. See parse-where.ts for the where grammar and
 * text.ts for escaping.
 */
export * from './ast.js';
export { parseWhere } from './parse-where.js';
export { formatWhere } from './format-where.js';
export { escapeWhereText, escapeListItem, splitList, unescapeText } from './text.js';
export { DEFAULT_QUERY_LIMITS, queryLimits, type QueryLimits } from './limits.js';
export { sqlFamily, type SqlFamily } from './sql-family.js';
export { ColumnIndex, isVirtualColumn, type QueryColumn, type QueryContext, type ValueKind } from './columns.js';
export { coerceValue, likePattern, type Binding } from './coerce.js';
export { resolveWhere, type ResolvedWhere, type CompareOperator, type LikeOperator } from './resolve.js';
export { parseSort, parseFields, type SortItem } from './list.js';
export { parsePage, type Page } from './page.js';
export { applyWhere, applySort, columnRef, type ColumnRef } from './apply.js';
export { planQuery, applyPlan, applyFilter, applyQuery, type QueryParams, type QueryOptions, type QueryPlan } from './plan.js';
export {
  resolveConditionGraph,
  applyConditionGraph,
  type ConditionGraph,
  type ConditionGraphEntry,
  type ConditionRelation,
  type ResolvedCondition,
  type ResolvedConditionGraph,
} from './condition-graph.js';
export { parseFormula, compileFormula, type FormulaNode, type FormulaType, type FormulaFunction, type CompiledFormula } from './formula.js';
