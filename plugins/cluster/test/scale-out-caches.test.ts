/**
 * Two servers on loopback sharing a PostgreSQL meta store and Redis (issue 25): what one server
 * keeps in memory follows a change made on the other. A title change keeps the other's pools
 * (a stop closes them); a project deleted on one is forgotten on the other (`forgotten` there,
 * `deleted` once, on the server that deleted it); a revoked API token and a webhook removed on
 * one are refused / no longer fired on the other at once; a share link's new password or its
 * removal, and a plugin's settings, are read from the meta store on every request.
 */
import { REST_API } from '@plinth/sdk';
import { ProjectHooks, ProjectsToken } from '@plinth/sdk/server';
import { signedUpProject, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTwinServers, within, type TwinServers } from './twin-servers.js';

const PLUGINS = ['cluster', 'mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'jobs', 'webhooks', 'views', 'grid-view'];

let twins: TwinServers;
let a: TestHost;
let b: TestHost;
let session: TestProjectSession;

const rpc = (h: TestHost, op: string, projectId: string, args: object = {}) =>
  h.request(`/dashboard?q=sqlOp_${op}`, { body: { project_id: projectId, args }, headers: { 'xc-auth': session.token } });

beforeAll(async () => {
  twins = await bootTwinServers(PLUGINS, 'scale_caches');
  ({ a, b } = twins);
  session = await signedUpProject(a, { title: 'Twin' });
  await session.createTables({ people: { id: 'ID', name: 'SingleLineText' } });
}, 120_000);

afterAll(async () => {
  await twins?.close();
}, 60_000);

describe('caches of two servers sharing PostgreSQL meta and Redis', () => {
  it("keeps the other server's pools on a title change and closes them on a stop", async () => {
    const projectsOfB = b.host.kernel.services.get(ProjectsToken);
    const pool = await projectsOfB.database(session.projectId);
    expect((await rpc(a, 'projectUpdate', session.projectId, { title: 'Twin renamed' })).status).toBe(200);
    expect(await within(2000, async () => (await projectsOfB.get(session.projectId)).title === 'Twin renamed')).toBe(true);
    expect(await projectsOfB.database(session.projectId)).toBe(pool);

    expect((await rpc(a, 'projectStop', session.projectId)).status).toBe(200);
    expect(await within(2000, async () => (await projectsOfB.get(session.projectId)).status === 'stopped')).toBe(true);
    expect((await rpc(a, 'projectStart', session.projectId)).status).toBe(200);
    expect(await within(2000, async () => (await projectsOfB.get(session.projectId)).status === 'started')).toBe(true);
    expect(await projectsOfB.database(session.projectId)).not.toBe(pool);
  });

  it('refuses an API token revoked on one server on the other at once', async () => {
    const auth = { 'xc-auth': session.token };
    const created = await a.request('/api/v1/auth/tokens', { body: { description: 'deploy' }, headers: auth });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const readOnB = async () => (await b.request('/api/v1/auth/tokens', { headers: { 'xc-token': created.body.token } })).status;
    // Only the account may list tokens: a token is known (403), an unknown one is not (401).
    expect(await readOnB()).toBe(403);
    const revoked = await a.request(`/api/v1/auth/tokens/${created.body.id}`, { method: 'DELETE', headers: auth });
    expect(revoked.status).toBe(200);
    // API tokens are looked up in the meta store on every request (no copy): refused at once.
    expect(await readOnB()).toBe(401);
  });

  it('stops firing on the other server a webhook removed on one', async () => {
    const hooksPath = `/api/v1/webhooks/${session.projectId}/people`;
    const made = await a.request(hooksPath, {
      body: { title: 'Out', event: 'insert', url: 'https://example.com/h' },
      headers: { 'xc-auth': session.token },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const queued = async () =>
      Number((await a.host.meta.knex('jobs_queue').where({ name: 'webhooks.deliver' }).count({ n: '*' }).first())?.n ?? 0);
    const insertOnB = async (name: string) => {
      const r = await b.request(REST_API.table(session.projectId, 'people'), { body: { name }, headers: { 'xc-auth': session.token } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    };
    // B reads (and keeps for a while) the table's hooks with its first insert.
    await insertOnB('first');
    expect(await within(5000, async () => (await queued()) === 1)).toBe(true);

    expect((await a.request(`${hooksPath}/${made.body.id}`, { method: 'DELETE', headers: { 'xc-auth': session.token } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    await insertOnB('second');
    await new Promise((r) => setTimeout(r, 300));
    expect(await queued()).toBe(1);
  });

  it('honours on the other server a share link changed on one, and a plugin setting', async () => {
    const views = (path: string, init: { method?: string; body?: unknown } = {}) =>
      a.request(`/api/v1/views/${session.projectId}/people${path}`, { ...init, headers: { 'xc-auth': session.token } });
    const view = (await views('', { body: { title: 'Shared' } })).body as { id: string };
    const share = async (password: string) => (await views(`/${view.id}/share`, { body: { password } })).body.share.id as string;
    const openOnB = async (id: string, password: string) =>
      (await b.request(`/api/v1/public/views/${id}`, { headers: { 'xc-password': password } })).status;
    const link = await share('first secret');
    expect(await openOnB(link, 'first secret')).toBe(200);
    await share('second secret');
    expect(await openOnB(link, 'second secret')).toBe(200);
    expect(await openOnB(link, 'first secret')).toBe(403);
    expect((await views(`/${view.id}/share`, { method: 'DELETE' })).status).toBe(200);
    expect(await openOnB(link, 'second secret')).toBe(404);

    const settings = '/api/v1/plugins/webhooks/settings';
    const put = await a.request(settings, { method: 'PUT', body: { attempts: 3 }, headers: { 'xc-auth': session.token } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await b.request(settings, { headers: { 'xc-auth': session.token } })).body).toMatchObject({ value: { attempts: 3 } });
  });

  it("forgets a project deleted on one server on the other, without running its 'deleted' hook twice", async () => {
    // The last test: the session's project goes.
    const other = session;
    const ran: string[] = [];
    for (const [name, h] of [
      ['A', a],
      ['B', b],
    ] as const) {
      h.host.kernel.hooks.tap(
        'test',
        ProjectHooks.deleted,
        ({ projectId }) => void (projectId === other.projectId && ran.push(`${name} deleted`)),
      );
      h.host.kernel.hooks.tap(
        'test',
        ProjectHooks.forgotten,
        ({ projectId }) => void (projectId === other.projectId && ran.push(`${name} forgotten`)),
      );
    }
    await b.host.kernel.services.get(ProjectsToken).get(other.projectId);
    expect((await rpc(a, 'projectDelete', other.projectId)).status).toBe(200);
    expect(await within(2000, async () => ran.includes('B forgotten'))).toBe(true);
    expect(ran.sort()).toEqual(['A deleted', 'B forgotten']);
    await expect(b.host.kernel.services.get(ProjectsToken).get(other.projectId)).rejects.toMatchObject({ status: 404 });
  });
});
