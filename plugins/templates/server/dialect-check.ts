import { badRequest, type ColumnDefinition, type Dialect } from '@plinth/sdk/server';
import type { TemplatePlan } from './plan.js';

/**
 * Refuses, before anything changes, what the target database cannot make: a column type it has
 * no column for, type options it rejects (`nativeFor` throws the dialect's 400), or a name longer
 * than its identifiers (PostgreSQL would silently cut it).
 */
export function checkPlanForDialect(dialect: Dialect, plan: TemplatePlan): void {
  const max = dialect.capabilities.maxIdentifierLength;
  const name = (n: string) => {
    if (Buffer.byteLength(n, 'utf8') > max)
      throw badRequest(`Name '${n}' is longer than ${max} bytes, the limit of ${dialect.displayName}`);
  };
  const column = (c: ColumnDefinition) => {
    name(c.cn);
    if (!dialect.types.physical.includes(c.uidt))
      throw badRequest(`Column data type '${c.uidt}' is not supported by ${dialect.displayName}`);
    dialect.types.nativeFor(c);
  };
  for (const t of plan.tables) {
    name(t.tn);
    t.columns.forEach(column);
  }
  for (const l of plan.hasMany) column({ cn: l.fk, uidt: 'ForeignKey' });
  for (const l of plan.manyToMany) [l.vtn, l.vcn, l.vrcn].forEach(name);
}
