/**
 * Lists' totals: on PostgreSQL a table above the `estimateTotalAbove` setting answers the
 * planner's estimate (`totalRowsEstimated`), `exactTotal=true` and the count route count; smaller
 * tables and the other databases always count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsToken, type Knex } from '@plinth/sdk/server';
import { bootTestHost, projectTargets, signedUpProject, sqlSentWhile, type ProjectDatabase, type TestHost } from '@plinth/sdk/testing';
import type { TestProjectSession } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data', 'rest-api'];
const EVENTS = 3_000;

describe.each(projectTargets('plinth_counting'))('list totals on $name', (target) => {
  const pg = target.name === 'PostgreSQL';
  let h: TestHost;
  let db: ProjectDatabase | undefined;
  let session: TestProjectSession;
  let knex: Knex;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    session = await signedUpProject(h, { title: 'Counting', db: db.input });
    await session.createTables({
      events: { id: 'ID', category: 'SingleLineText' },
      few: { id: 'ID', label: 'SingleLineText' },
    });
    knex = (await h.host.kernel.services.get(ProjectsToken).database(session.projectId)).knex;
    const rows = Array.from({ length: EVENTS }, (_, i) => ({ category: `c${i % 3}` }));
    for (let i = 0; i < rows.length; i += 500) await knex('events').insert(rows.slice(i, i + 500));
    await knex('few').insert([{ label: 'a' }, { label: 'b' }]);
    if (pg) await knex.raw('analyze events, few');
    // Big means more than 1,000 rows here (the setting is read before the first list).
    const put = await h.request('/api/v1/plugins/data/settings', {
      method: 'PUT',
      body: { estimateTotalAbove: 1_000 },
      headers: { 'xc-auth': session.token },
    });
    expect(put.status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  const list = async (query: string) => {
    const r = await session.api(`/events${query}`);
    expect(r.status).toBe(200);
    return r.body.pageInfo as { totalRows: number | null; totalRowsEstimated?: boolean };
  };

  it('estimates a big table on PostgreSQL without counting it, and counts elsewhere', async () => {
    const { result: all, sql } = await sqlSentWhile(knex, () => list(''));
    const { result: filtered, sql: filteredSql } = await sqlSentWhile(knex, () => list(`?where=${encodeURIComponent('(category,eq,c1)')}`));
    if (pg) {
      expect(all.totalRowsEstimated).toBe(true);
      expect(all.totalRows).toBeGreaterThan(EVENTS * 0.8);
      expect(all.totalRows).toBeLessThan(EVENTS * 1.2);
      expect(sql.some((s) => /count\(\*\)/i.test(s))).toBe(false);
      // Unfiltered, the table's size from the statistics is the total; filtered, the planner estimates.
      expect(sql.some((s) => /^explain/i.test(s))).toBe(false);
      expect(filteredSql.some((s) => /^explain/i.test(s))).toBe(true);
      expect(filteredSql.some((s) => /count\(\*\)/i.test(s))).toBe(false);
      expect(filtered.totalRowsEstimated).toBe(true);
      expect(filtered.totalRows).toBeGreaterThan(EVENTS / 3 / 2);
      expect(filtered.totalRows).toBeLessThan((EVENTS / 3) * 2);
    } else {
      expect(all).toMatchObject({ totalRows: EVENTS });
      expect(all.totalRowsEstimated).toBeUndefined();
      expect(filtered).toMatchObject({ totalRows: EVENTS / 3 });
    }
  });

  it('counts exactly on demand: exactTotal=true and the count route', async () => {
    const exact = await list(`?exactTotal=true&where=${encodeURIComponent('(category,eq,c1)')}`);
    expect(exact.totalRows).toBe(EVENTS / 3);
    expect(exact.totalRowsEstimated).toBeUndefined();
    const counted = await session.api(`/events/count?where=${encodeURIComponent('(category,eq,c1)')}`);
    expect(counted.body).toEqual({ count: EVENTS / 3 });
  });

  it('answers the estimate at once from the count route when asked (estimate=true), and counts otherwise', async () => {
    const { result: r, sql } = await sqlSentWhile(knex, () => session.api('/events/count?estimate=true'));
    expect(r.status).toBe(200);
    if (pg) {
      expect(r.body.estimated).toBe(true);
      expect(r.body.count).toBeGreaterThan(EVENTS * 0.8);
      expect(r.body.count).toBeLessThan(EVENTS * 1.2);
      expect(sql.some((s) => /count\(\*\)/i.test(s))).toBe(false);
    } else expect(r.body).toEqual({ count: EVENTS });
    expect((await session.api('/few/count?estimate=true')).body).toEqual({ count: 2 });
    expect((await session.api('/events/count?estimate=false')).body).toEqual({ count: EVENTS });
    const bad = await session.api('/events/count?estimate=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ msg: "estimate must be 'true' or 'false'" });
  });

  it('counts a table under the threshold', async () => {
    const r = await session.api('/few');
    expect(r.body.pageInfo.totalRows).toBe(2);
    expect(r.body.pageInfo.totalRowsEstimated).toBeUndefined();
  });

  it("refuses an exactTotal that is not 'true' or 'false'", async () => {
    const r = await session.api('/events?exactTotal=yes');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ msg: "exactTotal must be 'true' or 'false'" });
  });
});
