import type { TableMeta, VirtualColumnMeta } from '@plinth/sdk';
import type { Knex } from '@plinth/sdk/server';

/** The sub-selects' own table aliases: never a project table's name, so `tableRef` always means the page's table. */
const C = '__plinth_c';
const J = '__plinth_j';
const T = '__plinth_t';

/** The related rows a count or rollup aggregates for each row of the page. */
export interface AggregateRows {
  /** Equal for two counts / rollups over the same rows (they may share one sub-select). */
  key: string;
  /** The correlated sub-select's FROM and WHERE, before its aggregate; `tableRef` names the page's table. */
  from(knex: Knex, tableRef: string): Knex.QueryBuilder;
  /** A rollup's column (qualified by its alias); absent for a count, which counts rows. */
  column?: string;
}

/** The rows count or rollup `v` aggregates, or undefined (neither, or its relation is gone). Names come from meta only. */
export function aggregateRows(meta: TableMeta, v: VirtualColumnMeta): AggregateRows | undefined {
  const { count, rl } = v;
  if (count) return count.type === 'hm' ? hasManyRows(meta, count.ctn) : linkRows(meta, count.ctn);
  if (rl?.type === 'hm') {
    const rows = hasManyRows(meta, rl.rltn);
    return rows && { ...rows, column: `${C}.${rl.rlcn}` };
  }
  if (rl?.type !== 'mm') return undefined;
  const rel = (meta.manyToMany ?? []).find((r) => r.rtn === rl.rltn);
  if (!rel) return undefined;
  return {
    key: `mm\u0000${rel.rtn}`,
    from: (knex, ref) =>
      knex({ [T]: rel.rtn })
        .join({ [J]: rel.vtn }, `${J}.${rel.vrcn}`, `${T}.${rel.rcn}`)
        .where(`${J}.${rel.vcn}`, knex.ref(`${ref}.${rel.cn}`)),
    column: `${T}.${rl.rlcn}`,
  };
}

/** The rows of has-many table `rtn` pointing at the page's row. */
function hasManyRows(meta: TableMeta, rtn: string): AggregateRows | undefined {
  const rel = (meta.hasMany ?? []).find((r) => r.rtn === rtn);
  if (!rel) return undefined;
  return {
    key: `hm\u0000${rel.rtn}`,
    from: (knex, ref) => knex({ [C]: rel.rtn }).where(`${C}.${rel.rcn}`, knex.ref(`${ref}.${rel.cn}`)),
  };
}

/** The links (junction rows) of the page's row to many-to-many table `rtn`: no join needed. */
function linkRows(meta: TableMeta, rtn: string): AggregateRows | undefined {
  const rel = (meta.manyToMany ?? []).find((r) => r.rtn === rtn);
  if (!rel) return undefined;
  return {
    key: `mm-links\u0000${rel.rtn}`,
    from: (knex, ref) => knex({ [J]: rel.vtn }).where(`${J}.${rel.vcn}`, knex.ref(`${ref}.${rel.cn}`)),
  };
}
