/**
 * What a built-in template's sample rows must read as through the REST API: row counts, each
 * relation embedded (`?bt=` / `?hm=` / `?mm=`), lookups and rollups computed from the rows.
 */
import { expect } from 'vitest';
import type { TestHost } from '@plinth/sdk/testing';
import { planTemplate, type TemplatePlan } from '../server/plan.js';
import type { TemplateDocument, TemplateRow, TemplateTable } from '../types.js';

type Row = Record<string, unknown>;

/** Columns read back as written on every database (dates come back in each one's own form). */
const TEXT = ['SingleLineText', 'LongText', 'Email', 'URL', 'PhoneNumber', 'SingleSelect'];

const rowsOf = (doc: TemplateDocument, tn: string): TemplateRow[] => doc.tables.find((t) => t.tn === tn)?.rows ?? [];

/** Row numbers (1-based) of `partner` linked to row `n` of `tn`, whichever side names the link. */
function linkedRows(doc: TemplateDocument, tn: string, n: number, partner: string): number[] {
  const mine = (rowsOf(doc, tn)[n - 1]?._mm?.[partner] ?? []).slice();
  if (partner !== tn)
    for (const [i, r] of rowsOf(doc, partner).entries()) if (r._mm?.[tn]?.includes(n) && !mine.includes(i + 1)) mine.push(i + 1);
  return mine;
}

/** Row numbers of `child` whose foreign key `fk` names row `n` of the parent. */
const childRows = (doc: TemplateDocument, child: string, fk: string, n: number) =>
  rowsOf(doc, child).flatMap((r, i) => (r[fk] === n ? [i + 1] : []));

function aggregate(fn: string, values: number[]): number | null {
  if (fn === 'count') return values.length;
  if (!values.length) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  if (fn === 'sum') return sum;
  if (fn === 'avg') return sum / values.length;
  if (fn === 'min') return Math.min(...values);
  return Math.max(...values);
}

/** The expected lookup or rollup value of row `n` of `t`. */
function virtualValue(doc: TemplateDocument, plan: TemplatePlan, t: TemplateTable, n: number, v: TemplateTable['v'][number]): unknown {
  const row = rowsOf(doc, t.tn)[n - 1]!;
  if ('lk' in v) {
    const fk = plan.hasMany.find((l) => l.child === t.tn && l.parent === v.lk.ltn)!.fk;
    const parent = row[fk] as number | undefined;
    return parent ? (rowsOf(doc, v.lk.ltn)[parent - 1]![v.lk.lcn] ?? null) : null;
  }
  const { rltn, rlcn, type, fn } = v.rl;
  const related =
    type === 'mm'
      ? linkedRows(doc, t.tn, n, rltn)
      : childRows(doc, rltn, plan.hasMany.find((l) => l.parent === t.tn && l.child === rltn)!.fk, n);
  const values = related
    .map((i) => (rlcn === 'id' ? i : rowsOf(doc, rltn)[i - 1]![rlcn]))
    .filter((x): x is number => typeof x === 'number');
  return aggregate(fn, values);
}

function expectVirtuals(doc: TemplateDocument, plan: TemplatePlan, t: TemplateTable, list: Row[]) {
  for (const [i, got] of list.entries())
    for (const v of t.v) {
      const want = virtualValue(doc, plan, t, i + 1, v);
      const label = `${t.tn} row ${i + 1} ${v._cn}`;
      if (typeof want === 'number') expect(Number(got[v._cn] ?? 0), label).toBeCloseTo(want, 6);
      else if (want === null) expect([null, undefined, 0, '0'], label).toContain(got[v._cn]);
      else expect(got[v._cn], label).toEqual(want);
    }
}

/** Reads every table with its relations embedded and checks them against the document's rows. */
export async function expectSampleRows(h: TestHost, token: string, projectId: string, doc: TemplateDocument) {
  const plan = planTemplate(doc);
  for (const t of doc.tables) {
    const bt = plan.hasMany.filter((l) => l.child === t.tn);
    const hm = plan.hasMany.filter((l) => l.parent === t.tn && l.child !== t.tn);
    const mm = plan.manyToMany.flatMap((l) => (l.tn === t.tn ? [l.rtn] : l.rtn === t.tn ? [l.tn] : []));
    const query = new URLSearchParams({ limit: '100', sort: 'id' });
    if (bt.length) query.set('bt', bt.map((l) => `${l.parent}:${l.fk}`).join(','));
    if (hm.length) query.set('hm', hm.map((l) => `${l.child}:${l.fk}`).join(','));
    if (mm.length) query.set('mm', mm.join(','));
    const r = await h.request(`/nc/${projectId}/api/v1/${t.tn}?${query}`, { headers: { 'xc-auth': token } });
    expect(r.status, `${t.tn}: ${JSON.stringify(r.body)}`).toBe(200);
    const list = r.body.list as Row[];
    const rows = t.rows ?? [];
    expect(list.length, `${doc.title}: rows of ${t.tn}`).toBe(rows.length);
    for (const [i, got] of list.entries()) {
      const want = rows[i]!;
      for (const c of t.columns) if (TEXT.includes(c.uidt) && want[c.cn] !== undefined) expect(got[c.cn]).toBe(want[c.cn]);
      for (const l of bt) {
        const parent = got[`${l.parent}_${l.fk}Read`] as Row | null;
        expect(parent?.id ?? null, `${t.tn} row ${i + 1} -> ${l.parent}`).toEqual((want[l.fk] as number | undefined) ?? null);
      }
      for (const l of hm) {
        const children = (got[`${l.child}_${l.fk}List`] as Row[]).map((c) => c.id);
        expect(children, `${t.tn} row ${i + 1} -> ${l.child}`).toEqual(childRows(doc, l.child, l.fk, i + 1));
      }
      for (const p of mm) {
        const linked = (got[`${p}MMList`] as Row[]).map((c) => c.id as number).sort((a, b) => a - b);
        expect(linked, `${t.tn} row ${i + 1} <-> ${p}`).toEqual(linkedRows(doc, t.tn, i + 1, p).sort((a, b) => a - b));
      }
    }
    expectVirtuals(doc, plan, t, list);
  }
}
