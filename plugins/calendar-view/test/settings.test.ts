/**
 * The calendar view type over HTTP (views plugin's API, real SQLite) and its date arithmetic:
 * the date column defaulted and checked, the query with the date columns even when hidden, the
 * range's where fetching only the shown days, renamed and dropped date columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewRecord } from '@plinth/sdk';
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { rangeWhere, shiftValue, shownDays, stepAnchor } from '../shared/range.js';
import type { CalendarSettings } from '../shared/settings.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'views', 'grid-view', 'calendar-view'];

describe('calendar ranges', () => {
  it('shows six weeks from the Monday before the 1st, a Monday-to-Sunday week, or a day', () => {
    const month = shownDays('month', '2024-02-14');
    expect([month.length, month[0], month[41]]).toEqual([42, '2024-01-29', '2024-03-10']);
    expect(shownDays('week', '2024-02-29')).toEqual([
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
    ]);
    expect(shownDays('day', '2024-02-29')).toEqual(['2024-02-29']);
    expect([stepAnchor('month', '2024-01-31', 1), stepAnchor('week', '2024-02-29', -1), stepAnchor('day', '2024-12-31', 1)]).toEqual([
      '2024-02-01',
      '2024-02-22',
      '2025-01-01',
    ]);
  });

  it('writes the where of a range for dates, date-times and events with an end, and moves values by days', () => {
    expect(rangeWhere({ key: 'day', withTime: false }, undefined, '2024-02-26', '2024-03-03')).toBe(
      '((day,ge,2024-02-26))~and((day,le,2024-03-03))',
    );
    expect(rangeWhere({ key: 'at', withTime: true }, { key: 'until', withTime: false }, '2024-02-26', '2024-03-03')).toBe(
      '((at,le,2024-03-03 23:59:59))~and(((until,ge,2024-02-26))~or((at,ge,2024-02-26 00:00:00)))',
    );
    expect(shiftValue('2024-02-28 13:45:00', 2)).toBe('2024-03-01 13:45:00');
    expect(shiftValue('2024-12-31', 1)).toBe('2025-01-01');
  });
});

describe('calendar view type on SQLite', () => {
  let h: TestHost;
  let session: TestProjectSession;
  const views = (path = '', init: { method?: string; body?: unknown; token?: string | null } = {}) =>
    h.request(`/api/v1/views/${session.projectId}/events${path}`, {
      method: init.method,
      body: init.body,
      headers: init.token === null ? {} : { 'xc-auth': init.token ?? session.token },
    });
  const create = async (title: string): Promise<ViewRecord<CalendarSettings>> => {
    const r = await views('', { body: { title, type: 'calendar' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const save = (id: string, body: unknown, token?: string) => views(`/${id}/settings`, { method: 'PUT', body, token });
  const read = async (id: string): Promise<ViewRecord<CalendarSettings>> =>
    ((await views()).body.list as ViewRecord<CalendarSettings>[]).find((v) => v.id === id)!;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Events' });
    await session.createTables({
      events: { id: 'ID', title: 'SingleLineText', starts: 'Date', ends: 'Date', at: 'DateTime', n: 'Number' },
    });
    const rows = [
      { title: 'before', starts: '2024-02-20' },
      { title: 'in', starts: '2024-02-27' },
      { title: 'spans in', starts: '2024-02-20', ends: '2024-02-27' },
      { title: 'after', starts: '2024-03-05' },
    ];
    expect((await session.api('/events/bulk', { body: rows })).status).toBe(201);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("places a new calendar on the table's first date column", async () => {
    const view = await create('Calendar');
    expect(view.settings).toMatchObject({ dateColumn: 'starts', endColumn: null, layout: 'month' });
  });

  it('saves the date and end columns and fetches them even when hidden', async () => {
    const view = await create('Range');
    const r = await save(view.id, { dateColumn: 'at', endColumn: 'ends', layout: 'week', hidden: ['at', 'ends', 'n'] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.query).toEqual({ fields: 'id,title,starts,at,ends' });
  });

  it('refuses columns that are not dates, and what else does not fit, with 400 { msg }', async () => {
    const view = await create('Bad');
    const bad = async (body: unknown, msg: string | RegExp) => {
      const r = await save(view.id, body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.msg).toMatch(msg);
    };
    await bad({ dateColumn: 'title' }, "Calendar date column 'title' is not a date or date-time column");
    await bad({ endColumn: 'n' }, "Calendar end column 'n' is not a date or date-time column");
    await bad({ titleColumn: 'ghost' }, "Unknown column 'ghost'");
    await bad({ layout: 'year' }, 'Unknown calendar layout');
    const viewer = await session.member('viewer@example.com', 'viewer');
    expect((await save(view.id, { layout: 'day' }, viewer)).status).toBe(403);
    expect((await views('', { token: null })).status).toBe(401);
  });

  it('fetches only the events of the shown days through the REST where', async () => {
    const where = rangeWhere({ key: 'starts', withTime: false }, { key: 'ends', withTime: false }, '2024-02-26', '2024-03-03');
    const r = await session.api(`/events?where=${encodeURIComponent(where)}&sort=title`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.list.map((e: { title: string }) => e.title)).toEqual(['in', 'spans in']);
  });

  it('follows a renamed date column and falls back when it is dropped', async () => {
    const view = await create('Schema');
    await save(view.id, { dateColumn: 'ends' });
    await session.rpc('tableUpdate', { tn: 'events', rename: [{ from: 'ends', to: 'finish' }] });
    expect((await read(view.id)).settings.dateColumn).toBe('finish');
    await session.rpc('tableUpdate', { tn: 'events', drop: ['finish'] });
    expect((await read(view.id)).settings).toMatchObject({ dateColumn: 'starts', endColumn: null });
  });
});
