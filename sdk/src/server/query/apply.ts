/**
 * Resolved where / sort / select / page -> knex builder calls. Identifiers are column names from
 * meta (knex quotes them), values go in as bindings; no raw SQL is written here.
 */
import type { Knex } from 'knex';
import type { ResolvedWhere } from './resolve.js';
import type { SortItem } from './list.js';

/** Qualifies column names with a table name or alias (for queries that join). */
export type ColumnRef = (cn: string) => string;

export function columnRef(tableAlias: string | undefined): ColumnRef {
  if (tableAlias === undefined) return (cn) => cn;
  // Knex reads `.` and ` as ` in a name as structure: an alias with them would name something else.
  if (tableAlias.includes('.') || /\sas\s/i.test(tableAlias) || tableAlias.trim() === '') {
    throw new Error(`Query guard: unusable table alias '${tableAlias}'`);
  }
  return (cn) => `${tableAlias}.${cn}`;
}

/** Adds the where as one parenthesised group, so it composes with conditions already on `qb`. */
export function applyWhere(qb: Knex.QueryBuilder, where: ResolvedWhere | undefined, ref: ColumnRef = (cn) => cn): Knex.QueryBuilder {
  if (!where) return qb;
  return qb.where((group) => addMembers(group, where, ref));
}

/** The members of an and / or node directly in `b` (no extra parentheses), anything else as one. */
function addMembers(b: Knex.QueryBuilder, node: ResolvedWhere, ref: ColumnRef): void {
  if (node.type === 'and' || node.type === 'or') node.children.forEach((c, i) => add(b, c, node.type === 'or' && i > 0, ref));
  else add(b, node, false, ref);
}

function add(b: Knex.QueryBuilder, node: ResolvedWhere, or: boolean, ref: ColumnRef): void {
  // A nested group, joined to the previous member with AND or OR.
  const group = (fill: (g: Knex.QueryBuilder) => void) => (or ? b.orWhere(fill) : b.where(fill));
  switch (node.type) {
    case 'and':
    case 'or':
      group((g) => addMembers(g, node, ref));
      return;
    case 'not':
      if (or) b.orWhereNot((g) => addMembers(g, node.child, ref));
      else b.whereNot((g) => addMembers(g, node.child, ref));
      return;
    case 'compare':
    case 'like': {
      const col = ref(node.column);
      if (node.orNull) group((g) => void g.where(col, node.operator, node.value).orWhereNull(col));
      else if (or) b.orWhere(col, node.operator, node.value);
      else b.where(col, node.operator, node.value);
      return;
    }
    case 'in':
      if (or) b.orWhereIn(ref(node.column), node.values);
      else b.whereIn(ref(node.column), node.values);
      return;
    case 'between':
      if (or) b.orWhereBetween(ref(node.column), node.values);
      else b.whereBetween(ref(node.column), node.values);
      return;
    case 'null': {
      const col = ref(node.column);
      if (node.orEmpty)
        group((g) => void (node.negate ? g.whereNotNull(col).where(col, '<>', '') : g.whereNull(col).orWhere(col, '=', '')));
      else if (node.negate) {
        if (or) b.orWhereNotNull(col);
        else b.whereNotNull(col);
      } else if (or) b.orWhereNull(col);
      else b.whereNull(col);
      return;
    }
  }
}

export function applySort(qb: Knex.QueryBuilder, sort: readonly SortItem[], ref: ColumnRef = (cn) => cn): Knex.QueryBuilder {
  for (const s of sort) qb.orderBy(ref(s.column), s.direction);
  return qb;
}
