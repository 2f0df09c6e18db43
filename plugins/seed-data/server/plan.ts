/**
 * Settings checked against the project's table meta, and the plan they make: the chosen tables
 * in dependency order (a table after the tables of the plan it refers to), each with its row
 * count, the many-to-many partners its new rows are linked to, and the columns it fills.
 */
import type { TableMeta } from '@plinth/sdk';
import { z } from '@plinth/sdk';
import { HttpError, type SqlFamily } from '@plinth/sdk/server';
import { MAX_ROWS_PER_TABLE, SEED_LOCALES, type SeedPlan, type SeedPlanTable, type SeedSettings } from '../types.js';
import { columnFills, fakerFor } from './generate.js';

const ROWS_MESSAGE = `Rows per table must be a whole number from 1 to ${MAX_ROWS_PER_TABLE}`;

export const settingsSchema = z
  .object({
    locale: z.enum(SEED_LOCALES, { error: `Locale must be one of ${SEED_LOCALES.join(', ')}` }).default('en'),
    tables: z
      .array(
        z.object({
          tn: z.string({ error: 'Table name required' }).trim().min(1, 'Table name required').max(255, 'Table name is too long'),
          rows: z.number({ error: ROWS_MESSAGE }).int(ROWS_MESSAGE).min(1, ROWS_MESSAGE).max(MAX_ROWS_PER_TABLE, ROWS_MESSAGE),
        }),
        { error: 'Tables must be a list of { tn, rows }' },
      )
      .min(1, 'Choose at least one table')
      .max(500, 'At most 500 tables'),
  })
  .superRefine((s, issue) => {
    const seen = new Set<string>();
    for (const t of s.tables) {
      if (seen.has(t.tn)) issue.addIssue({ code: 'custom', message: `Table '${t.tn}' is chosen twice` });
      seen.add(t.tn);
    }
  });

/** A table of the plan with its meta. */
export interface PlannedTable extends SeedPlanTable {
  meta: TableMeta;
  /** Foreign key columns (of belongs-to relations) and the parent table and column each takes its values from. */
  parents: { cn: string; rtn: string; rcn: string; required: boolean }[];
  /** Many-to-many relations whose junction rows this table's new rows get. */
  mm: NonNullable<TableMeta['manyToMany']>;
}

/** Checks the settings against the tables (400 naming the problem) and orders them parents first. */
export async function makePlan(
  settings: SeedSettings,
  metas: TableMeta[],
  sql: SqlFamily,
): Promise<{ plan: SeedPlan; tables: PlannedTable[] }> {
  const junctions = new Set(metas.flatMap((m) => m.manyToMany ?? []).map((mm) => mm.vtn));
  const chosen = settings.tables.map(({ tn, rows }) => {
    const meta = metas.find((m) => m.tn === tn) ?? metas.find((m) => m._tn === tn);
    if (!meta) throw new HttpError(400, `Table '${tn}' not found`);
    if ((meta.type ?? 'table') !== 'table') throw new HttpError(400, `'${meta._tn}' is a view: only tables get sample rows`);
    if (meta.enabled === false) throw new HttpError(400, `Table '${meta._tn}' is disabled in Meta Management`);
    if (junctions.has(meta.tn))
      throw new HttpError(400, `'${meta._tn}' holds many-to-many links: choose the tables it links, their links are added with their rows`);
    if (!meta.columns.some((c) => c.pk))
      throw new HttpError(400, `Table '${meta._tn}' has no primary key: sample rows could not be removed again`);
    return { meta, rows };
  });
  const inPlan = new Set(chosen.map((c) => c.meta.tn));
  if (inPlan.size !== chosen.length) throw new HttpError(400, 'A table is chosen twice');

  const faker = await fakerFor(settings.locale);
  const planned = chosen.map(({ meta, rows }): PlannedTable => {
    const parents = (meta.belongsTo ?? [])
      .filter((r) => !r.virtual || meta.columns.some((c) => c.cn === r.cn))
      .map((r) => {
        const col = meta.columns.find((c) => c.cn === r.cn);
        return { cn: r.cn, rtn: r.rtn, rcn: r.rcn, required: Boolean(col?.rqd) && (col?.cdf === null || col?.cdf === undefined) };
      });
    const { refusal } = columnFills(faker, meta, sql, new Set(parents.map((p) => p.cn)));
    if (refusal) throw new HttpError(400, refusal);
    const mm = (meta.manyToMany ?? []).filter(
      (r) => metas.some((m) => m.tn === r.rtn && m.enabled !== false) && metas.some((m) => m.tn === r.vtn),
    );
    return { tn: meta.tn, _tn: meta._tn, rows, after: [], links: [], meta, parents, mm };
  });

  // Parents first: edges of required keys always; nullable ones unless they close a cycle.
  const ordered: PlannedTable[] = [];
  const left = new Set(planned);
  const edges = (t: PlannedTable, requiredOnly: boolean) =>
    t.parents.filter((p) => p.rtn !== t.tn && inPlan.has(p.rtn) && (!requiredOnly || p.required)).map((p) => p.rtn);
  while (left.size) {
    const placed = new Set(ordered.map((t) => t.tn));
    const ready =
      [...left].find((t) => edges(t, false).every((rtn) => placed.has(rtn))) ??
      [...left].find((t) => edges(t, true).every((rtn) => placed.has(rtn)));
    if (!ready) {
      const names = [...left].map((t) => `'${t._tn}'`).join(', ');
      throw new HttpError(400, `Tables ${names} refer to each other through required keys: no order fills them`);
    }
    ready.after = [...new Set(edges(ready, false).filter((rtn) => placed.has(rtn)))];
    ordered.push(ready);
    left.delete(ready);
  }
  // Each junction gets its links once: from the later of two planned partners (the other's rows exist by then).
  const linked = new Set<string>();
  for (const t of [...ordered].reverse()) {
    t.mm = t.mm.filter((r) => !linked.has(r.vtn));
    for (const r of t.mm) linked.add(r.vtn);
    t.links = t.mm.map((r) => r.rtn);
  }
  const plan: SeedPlan = {
    locale: settings.locale,
    tables: ordered.map(({ tn, _tn, rows, after, links }) => ({ tn, _tn, rows, after, links })),
    total: ordered.reduce((n, t) => n + t.rows, 0),
  };
  return { plan, tables: ordered };
}
