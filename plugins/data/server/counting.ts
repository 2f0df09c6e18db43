/**
 * A list's total that never holds the page up. On PostgreSQL a big table is not counted: above
 * `estimateAbove` rows (the table's size from the planner's statistics, `pg_class.reltuples`,
 * remembered for a short time) the total is the planner's estimate of the rows the filter
 * matches (`EXPLAIN`, no rows read), marked `totalRowsEstimated`; an exact count is asked for
 * (`exactTotal`) or made by the count route. Smaller tables, never-analysed ones and the other
 * databases count exactly, bounded by the list's count timeout as before.
 */
import { applyFilter, type QueryPlan } from '@plinth/sdk/server';
import { compiledCount } from './compiled.js';
import type { TableContext } from './service.js';
import { runCompiled } from './statements.js';

/** How long a table's size from the statistics is trusted before it is read again. */
const SIZE_TTL_MS = 10_000;
/** Tables whose sizes are remembered (least recently read go first). */
const MAX_SIZES = 2_000;

export interface Total {
  rows: number | null;
  /** The planner's estimate rather than a count. */
  estimated: boolean;
}

const isTimeout = (err: unknown) => (err as { name?: string })?.name === 'KnexTimeoutError';

export class TotalCounter {
  private readonly sizes = new Map<string, { rows: number; at: number }>();
  private threshold: { rows: number; at: number } | undefined;

  constructor(
    /** Table size (rows) above which PostgreSQL totals are estimated (the plugin's setting; read at most every SIZE_TTL_MS). */
    private readonly readThreshold: () => Promise<number>,
  ) {}

  private async estimateAbove(): Promise<number> {
    if (!this.threshold || Date.now() - this.threshold.at >= SIZE_TTL_MS)
      this.threshold = { rows: await this.readThreshold(), at: Date.now() };
    return this.threshold.rows;
  }

  /** The total of `plan`'s filter on `t`'s table: an estimate for a big PostgreSQL table unless `exact`. */
  async total(t: TableContext, plan: QueryPlan, options: { exact?: boolean; timeoutMs: number }): Promise<Total> {
    if (!options.exact && t.codec.sql === 'pg') {
      const size = await this.tableSize(t);
      // Unfiltered, the table's size from the statistics is the estimate: no EXPLAIN to send.
      if (size !== null && size > (await this.estimateAbove()))
        return { rows: plan.where || plan.graph ? await this.estimate(t, plan) : size, estimated: true };
    }
    return { rows: await this.exact(t, plan, options.timeoutMs), estimated: false };
  }

  /** An exact COUNT within `timeoutMs` (null when it took longer; SQLite runs in-process and is not cut short). */
  async exact(t: TableContext, plan: QueryPlan, timeoutMs: number): Promise<number | null> {
    const build = () => applyFilter(t.db.knex(t.codec.meta.tn).count({ count: '*' }), plan);
    const compiled = compiledCount(t, plan, build);
    const bounded = t.codec.sql === 'pg' || t.codec.sql === 'mysql';
    try {
      const rows = (
        compiled
          ? await runCompiled(t.db.knex, compiled, bounded ? timeoutMs : undefined)
          : await (bounded ? build().timeout(timeoutMs, { cancel: true }) : build())
      ) as { count: number | string }[];
      return Number(rows[0]?.count ?? 0);
    } catch (err) {
      if (isTimeout(err)) return null;
      throw err;
    }
  }

  /** The table's row count from the statistics; null when never analysed (reltuples -1) or unknown. */
  private async tableSize(t: TableContext): Promise<number | null> {
    const key = `${t.projectId}\u0000${t.codec.meta.tn}`;
    const known = this.sizes.get(key);
    if (known && Date.now() - known.at < SIZE_TTL_MS) return known.rows < 0 ? null : known.rows;
    const result = (await t.db.knex.raw('select reltuples::bigint as n from pg_class where oid = to_regclass(quote_ident(?))', [
      t.codec.meta.tn,
    ])) as { rows: { n: string | number }[] };
    const rows = result.rows[0] ? Number(result.rows[0].n) : -1;
    this.sizes.delete(key);
    this.sizes.set(key, { rows, at: Date.now() });
    if (this.sizes.size > MAX_SIZES) this.sizes.delete(this.sizes.keys().next().value!);
    return rows < 0 ? null : rows;
  }

  /** The planner's estimate of the rows the filter matches: EXPLAIN of the filtered select, nothing read. */
  private async estimate(t: TableContext, plan: QueryPlan): Promise<number> {
    // The select goes in as a binding: knex writes it in parentheses with its own bindings (a name
    // holding '?' stays a name), and PostgreSQL explains a parenthesised select like any other.
    const select = applyFilter(t.db.knex(t.codec.meta.tn).select(t.db.knex.raw('1')), plan);
    const result = (await t.db.knex.raw('explain (format json) ?', [select])) as {
      rows: { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[];
    };
    return Math.round(result.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  }

  /** Forgets remembered sizes (a table's rows changed in bulk, or its schema). */
  forget(projectId?: string): void {
    if (projectId === undefined) return this.sizes.clear();
    for (const key of this.sizes.keys()) if (key.startsWith(`${projectId}\u0000`)) this.sizes.delete(key);
  }
}
