import { ROLLUP_FUNCTIONS, type TableMeta, type VirtualColumnMeta } from '@plinth/sdk';
import { HttpError, isVirtualColumn, parseFormula, type SqlFamily } from '@plinth/sdk/server';

/** The relation from `meta` to `other` of a type, if the table has one. */
function related(meta: TableMeta, type: 'hm' | 'bt' | 'mm', other: string): boolean {
  if (type === 'hm') return (meta.hasMany ?? []).some((r) => r.rtn === other);
  if (type === 'bt') return (meta.belongsTo ?? []).some((r) => r.rtn === other);
  return (meta.manyToMany ?? []).some((r) => r.rtn === other);
}

/**
 * Checks a lookup / rollup / formula / count against the table's relations (001 section 5):
 * related table and column required and real, rollups only over has-many and many-to-many,
 * rollup function required, lookup and rollup targets never virtual, names unique in the table,
 * formulas parsed and checked against the table's columns by the SDK query guard.
 */
export function checkVirtualColumn(meta: TableMeta, all: readonly TableMeta[], column: VirtualColumnMeta, sql: SqlFamily): void {
  const name = column._cn?.trim();
  if (!name) throw new HttpError(400, 'Column name required');
  if (meta.columns.some((c) => c._cn === name || c.cn === name) || (meta.v ?? []).some((v) => v._cn === name)) {
    throw new HttpError(400, 'Duplicate column not allowed');
  }
  const kinds = [column.lk, column.rl, column.formula, column.count].filter(Boolean).length;
  if (kinds !== 1) throw new HttpError(400, 'Column data type required');
  const target = (tn: string | undefined, type: 'hm' | 'bt' | 'mm' | undefined, cn: string | undefined) => {
    if (!tn) throw new HttpError(400, 'Related table name required');
    if (!type) throw new HttpError(400, 'Relation type required');
    if (!cn) throw new HttpError(400, 'Related column name required');
    const other = all.find((m) => m.tn === tn);
    if (!other || !related(meta, type, tn)) throw new HttpError(400, `No ${type} relation from '${meta.tn}' to '${tn}'`);
    const col = other.columns.find((c) => c.cn === cn);
    if (!col || isVirtualColumn(col)) throw new HttpError(400, `Column '${cn}' not found in '${tn}'`);
  };
  if (column.lk) target(column.lk.ltn, column.lk.type, column.lk.lcn);
  if (column.rl) {
    if (column.rl.type === 'bt') throw new HttpError(400, 'A rollup summarises has-many or many-to-many rows');
    target(column.rl.rltn, column.rl.type, column.rl.rlcn);
    if (!column.rl.fn) throw new HttpError(400, 'Rollup aggregate function name required');
    if (!(ROLLUP_FUNCTIONS as readonly string[]).includes(column.rl.fn))
      throw new HttpError(400, `Unknown rollup function '${column.rl.fn}'`);
  }
  if (column.formula && !column.formula.value?.trim()) throw new HttpError(400, 'Formula is required');
  if (column.formula) parseFormula(column.formula.value, meta, sql);
  if (column.count) {
    if (!column.count.ctn) throw new HttpError(400, 'Related table name required');
    if (!column.count.type) throw new HttpError(400, 'Relation type required');
    if (!all.some((m) => m.tn === column.count!.ctn) || !related(meta, column.count.type, column.count.ctn)) {
      throw new HttpError(400, `No ${column.count.type} relation from '${meta.tn}' to '${column.count.ctn}'`);
    }
  }
}
