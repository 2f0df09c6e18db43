/**
 * The kanban view type over HTTP (views plugin's API, real SQLite): the group column defaulted
 * and checked, lanes saved, the query with the lane column even when hidden, 400s, roles, a
 * renamed and a dropped group column, and a lane's rows through the REST where a lane uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewRecord } from '@plinth/sdk';
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { laneWhere, orderedLanes, UNCATEGORIZED, type KanbanSettings } from '../shared/settings.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'views', 'grid-view', 'kanban-view'];
const STATUS = "'To do','Doing','Done, really'";

describe('kanban view type on SQLite', () => {
  let h: TestHost;
  let session: TestProjectSession;
  const views = (path = '', init: { method?: string; body?: unknown; token?: string | null } = {}) =>
    h.request(`/api/v1/views/${session.projectId}/tasks${path}`, {
      method: init.method,
      body: init.body,
      headers: init.token === null ? {} : { 'xc-auth': init.token ?? session.token },
    });
  const createKanban = async (title: string): Promise<ViewRecord<KanbanSettings>> => {
    const r = await views('', { body: { title, type: 'kanban' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const save = (id: string, body: unknown, token?: string) => views(`/${id}/settings`, { method: 'PUT', body, token });
  const read = async (id: string): Promise<ViewRecord<KanbanSettings>> =>
    ((await views()).body.list as ViewRecord<KanbanSettings>[]).find((v) => v.id === id)!;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Board' });
    await session.createTables({
      tasks: {
        id: 'ID',
        title: 'SingleLineText',
        status: { uidt: 'SingleSelect', dtxp: STATUS },
        priority: { uidt: 'SingleSelect', dtxp: "'low','high'" },
        notes: 'LongText',
      },
    });
    const rows = [
      { title: 'a', status: 'To do' },
      { title: 'b', status: 'Doing' },
      { title: 'c', status: 'Done, really' },
      { title: 'd', status: null },
      { title: 'e', status: 'To do' },
    ];
    expect((await session.api('/tasks/bulk', { body: rows })).status).toBe(201);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("groups a new kanban by the table's first single select column", async () => {
    const view = await createKanban('Board');
    expect(view.type).toBe('kanban');
    expect(view.settings).toMatchObject({ groupColumn: 'status', laneOrder: [], hiddenLanes: [], collapsedLanes: [] });
  });

  it('saves lanes and fetches the lane column even when hidden', async () => {
    const view = await createKanban('Lanes');
    const body = {
      groupColumn: 'priority',
      hidden: ['priority', 'notes'],
      laneOrder: ['high', UNCATEGORIZED, 'low'],
      collapsedLanes: ['low'],
    };
    const r = await save(view.id, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.settings).toMatchObject(body);
    expect(r.body.query).toEqual({ fields: 'id,title,status,priority' });
    expect(orderedLanes(['low', 'high'], body.laneOrder)).toEqual(['high', UNCATEGORIZED, 'low']);
  });

  it('refuses a group column that is not a single select, and what else does not fit, with 400 { msg }', async () => {
    const view = await createKanban('Bad');
    const bad = async (body: unknown, msg: string | RegExp) => {
      const r = await save(view.id, body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.msg).toMatch(msg);
    };
    await bad({ groupColumn: 'title' }, "Kanban group column 'title' is not a single select column");
    await bad({ groupColumn: 'ghost' }, "Kanban group column 'ghost' is not a single select column");
    await bad({ coverColumn: 'notes' }, "Cover column 'notes' is not an attachment column");
    await bad({ laneOrder: 'Doing' }, /expected array|Invalid/i);
    await bad({ sorts: [{ field: 'ghost' }] }, /ghost/);
    expect((await read(view.id)).settings.groupColumn).toBe('status');
  });

  it('pages a lane by its where: an option with a comma, and Uncategorized', async () => {
    const lane = async (name: string) =>
      (
        (await session.api(`/tasks?where=${encodeURIComponent(laneWhere('status', name))}&sort=title`)).body.list as { title: string }[]
      ).map((r) => r.title);
    expect(await lane('To do')).toEqual(['a', 'e']);
    expect(await lane('Done, really')).toEqual(['c']);
    expect(await lane(UNCATEGORIZED)).toEqual(['d']);
  });

  it('lets an editor arrange lanes, a viewer only read, strangers nothing', async () => {
    const view = await createKanban('Roles');
    const editor = await session.member('editor@example.com', 'editor');
    const viewer = await session.member('viewer@example.com', 'viewer');
    expect((await save(view.id, { hiddenLanes: ['Doing'] }, editor)).status).toBe(200);
    expect((await save(view.id, { hiddenLanes: [] }, viewer)).status).toBe(403);
    expect((await views('', { token: null })).status).toBe(401);
  });

  it('follows a renamed group column and falls back when it is dropped, never failing the view', async () => {
    const view = await createKanban('Schema');
    await save(view.id, { groupColumn: 'priority', laneOrder: ['high'] });
    await session.rpc('tableUpdate', { tn: 'tasks', rename: [{ from: 'priority', to: 'urgency' }] });
    expect((await read(view.id)).settings).toMatchObject({ groupColumn: 'urgency', laneOrder: ['high'] });
    await session.rpc('tableUpdate', { tn: 'tasks', drop: ['urgency'] });
    const after = await read(view.id);
    expect(after.settings).toMatchObject({ groupColumn: 'status', laneOrder: [] });
    expect(after.query.fields).toBe('id,title,status,notes');
  });
});
