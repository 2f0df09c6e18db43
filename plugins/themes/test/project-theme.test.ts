/**
 * A project's own theme over HTTP (real SQLite): members read it, only its admins set it, colours
 * are plain hex (they reach other members' style sheets), it goes with the project and travels in
 * its metadata export.
 */
import { bootTestHost, signedUpProject, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'themes', 'project-meta'];
const STRAWBERRY = { themeName: 'Strawberry', customTheme: null };
const COLOURS = {
  primary: '#123456',
  secondary: '#abc',
  accent: '#000000',
  info: '#111111',
  success: '#222222',
  warning: '#333333',
  error: '#444444',
};

describe('project themes', () => {
  let h: TestHost;
  let session: TestProjectSession;
  const path = () => `/api/v1/themes/project/${session.projectId}`;
  const as = (token: string | null): Record<string, string> => (token ? { 'xc-auth': token } : {});

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Berry' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('has none until an admin sets one; members read it, only admins set it', async () => {
    expect((await h.request(path(), { headers: as(session.token) })).body).toEqual({ themeName: null, customTheme: null });
    expect((await h.request(path(), { method: 'PUT', body: STRAWBERRY, headers: as(session.token) })).body).toEqual(STRAWBERRY);
    const viewer = await session.member('viewer@example.com', 'viewer');
    const editor = await session.member('editor@example.com', 'editor');
    const outsider = await session.member('outsider@example.com');
    expect((await h.request(path(), { headers: as(viewer) })).body).toEqual(STRAWBERRY);
    for (const token of [viewer, editor])
      expect((await h.request(path(), { method: 'PUT', body: { themeName: null }, headers: as(token) })).status).toBe(403);
    expect((await h.request(path(), { headers: as(outsider) })).status).toBe(403);
    expect((await h.request(path(), { headers: as(null) })).status).toBe(401);
    expect((await h.request(`/api/v1/themes/project/no-such-project`, { headers: as(session.token) })).status).toBe(404);
  });

  it('takes custom colours only as hex, and a Custom theme only with them', async () => {
    const put = (body: unknown) => h.request(path(), { method: 'PUT', body, headers: as(session.token) });
    const custom = { themeName: 'Custom', customTheme: COLOURS };
    expect((await put(custom)).body).toEqual(custom);
    const injected = await put({ themeName: 'Custom', customTheme: { ...COLOURS, primary: 'red;}body{display:none' } });
    expect(injected).toMatchObject({ status: 400, body: { msg: expect.stringContaining('Colours are #rgb or #rrggbb') } });
    expect((await put({ themeName: 'Custom' })).status).toBe(400);
    expect((await put({ themeName: 'Neon' })).status).toBe(400);
    expect((await put({ themeName: null, extra: 1 })).status).toBe(400);
    expect((await h.request(path(), { headers: as(session.token) })).body).toEqual(custom);
    expect((await put({ themeName: null })).body).toEqual({ themeName: null, customTheme: null });
  });

  it('travels in the metadata export and goes with its project', async () => {
    await h.request(path(), { method: 'PUT', body: STRAWBERRY, headers: as(session.token) });
    const zip = await fetch(`${h.url}/api/v1/project-meta/${session.projectId}/export?format=json`, { headers: as(session.token) });
    const document = await zip.text();
    expect(JSON.parse(document).sections.themes).toEqual(STRAWBERRY);
    const imported = await fetch(`${h.url}/api/v1/project-meta-import`, {
      method: 'POST',
      body: document,
      headers: { 'content-type': 'application/octet-stream', ...as(session.token) },
    }).then((r) => r.json() as Promise<{ id: string }>);
    expect((await h.request(`/api/v1/themes/project/${imported.id}`, { headers: as(session.token) })).body).toEqual(STRAWBERRY);

    await session.rpc('projectDelete', {});
    const rows = await h.host.meta.knex('themes_project').where({ project_id: session.projectId });
    expect(rows).toEqual([]);
  });
});
