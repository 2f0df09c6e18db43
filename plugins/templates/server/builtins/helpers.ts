import type { Uidt } from '@plinth/sdk';
import type { TemplateColumn, TemplateTable } from '../../types.js';

export const col = (cn: string, uidt: Uidt, dtxp?: string): TemplateColumn => ({ cn, uidt, ...(dtxp !== undefined && { dtxp }) });

/** Select options in the product's `'a','b'` form. */
export const options = (...values: string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',');

export const table = (tn: string, columns: TemplateColumn[], rel: Partial<Omit<TemplateTable, 'tn' | 'columns'>> = {}): TemplateTable => ({
  tn,
  columns,
  hasMany: rel.hasMany ?? [],
  manyToMany: rel.manyToMany ?? [],
  belongsTo: rel.belongsTo ?? [],
  v: rel.v ?? [],
  ...(rel.rows && { rows: rel.rows }),
});
