/**
 * Environments (000 s.3 envs, s.4 'Active Env' and the change-environment flow, s.7
 * projectChangeEnv / projectCreate1) and the project's API server (projectAPIServer*): on embedded
 * SQLite (one file per environment) and on PostgreSQL (one database per environment). The data
 * API, the meta and the pools follow the working environment.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDatabase, TestHost } from '@plinth/sdk/testing';
import { bootTestHost, columnsOf, projectTargets, signUpSuperAdmin } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'rest-api', 'graphql-api'];
const targets = projectTargets('plinth_env').filter((t) => t.name !== 'MariaDB');

describe.each(targets)('environments on $name', (target) => {
  let h: TestHost;
  let token: string;
  let projectId: string;
  const dbs: ProjectDatabase[] = [];
  const rpc = (op: string, body: Record<string, unknown> = {}, auth = token) =>
    h.request(`/dashboard?q=sqlOp_${op}`, {
      body: { api: 'xcAuth', env: '_noco', dbAlias: 'db', project_id: projectId, ...body },
      headers: { 'xc-auth': auth },
    });
  const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
    h.request(`/nc/${projectId}/api/v1${path}`, { ...init, headers: { 'xc-auth': token } });
  const names = async () => ((await api('/books?sort=id')).body.list as { title: string }[]).map((r) => r.title);
  const gqlNames = async () => {
    const r = await h.request(`/nc/${projectId}/v1/graphql`, {
      body: { query: '{ booksList { title } }' },
      headers: { accept: 'application/json', 'xc-auth': token },
    });
    return ((r.body as { data?: { booksList?: { title: string }[] } }).data?.booksList ?? []).map((b) => b.title);
  };

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    token = await signUpSuperAdmin(h);
  });
  afterAll(async () => {
    await h?.close();
    for (const db of dbs) await db.drop();
  });

  it('creates a project with two environments (projectCreate1), the working one chosen', async () => {
    const envDb = async () => {
      const db = await target.open();
      dbs.push(db);
      return db.input;
    };
    const production = await envDb();
    const test = await envDb();
    expect(await rpc('projectCreate1', { args: { title: 'Shop', envs: {} } })).toMatchObject({
      status: 400,
      body: { msg: 'A project needs at least one environment' },
    });
    expect(await rpc('projectCreate1', { args: { title: 'Shop', envs: { 'bad/name': {} } } })).toMatchObject({ status: 400 });
    expect(await rpc('projectCreate1', { args: { title: 'Shop', envs: { _noco: {} }, activeEnv: 'nope' } })).toMatchObject({
      status: 400,
      body: { msg: "Unknown environment 'nope'" },
    });
    const created = await rpc('projectCreate1', {
      args: { title: 'Shop', envs: { _noco: { ...(production && { db: production }) }, test: { ...(test && { db: test }) } } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    projectId = created.body.id;
    expect(created.body.activeEnv).toBe('_noco');
    expect(Object.keys(created.body.envs).sort()).toEqual(['_noco', 'test']);
    if (target.sqlite) {
      // One embedded file per environment, named by the server.
      expect(created.body.envs._noco.db[0].connection.filename).toBe(`projects/${projectId}.db`);
      expect(created.body.envs.test.db[0].connection.filename).toBe(`projects/${projectId}__test.db`);
      expect(existsSync(join(h.dataDir, `projects/${projectId}__test.db`))).toBe(true);
    } else {
      expect(created.body.envs.test.db[0]).toMatchObject({
        client: 'pg',
        embedded: false,
        connection: { database: test!.connection.database },
      });
      expect(created.body.envs._noco.db[0].connection.database).toBe(production!.connection.database);
    }
  });

  it('switches the working environment: the data API, the meta and the pools follow', async () => {
    const columns = columnsOf({ id: 'ID', title: 'SingleLineText' });
    expect((await rpc('tableCreate', { args: { tn: 'books', columns } })).status).toBe(200);
    expect((await api('/books', { body: { title: 'Dune (production)' } })).status).toBe(201);
    expect(await names()).toEqual(['Dune (production)']);
    expect(await gqlNames()).toEqual(['Dune (production)']);

    expect(await rpc('projectChangeEnv', { args: { env: 'staging' } })).toMatchObject({
      status: 400,
      body: { msg: "Unknown environment 'staging'" },
    });
    expect(await rpc('projectChangeEnv', { args: {} })).toMatchObject({ status: 400 });
    const changed = await rpc('projectChangeEnv', { args: { env: 'test' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ activeEnv: 'test', project: { activeEnv: 'test' } });
    expect((await rpc('ncProjectInfo')).body).toMatchObject({ activeEnv: 'test', envs: ['_noco', 'test'] });
    // The test database is empty: the meta follows it, so the table is gone from the API.
    expect((await rpc('tableList')).body).toEqual({ list: [] });
    expect((await api('/books')).status).toBe(404);
    // Same schema in the test database, other rows.
    expect((await rpc('tableCreate', { args: { tn: 'books', columns } })).status).toBe(200);
    expect((await api('/books', { body: { title: 'Emma (test)' } })).status).toBe(201);
    expect(await names()).toEqual(['Emma (test)']);
    expect(await gqlNames()).toEqual(['Emma (test)']);

    // The working environment is stored: a restart keeps it, and back to production.
    expect((await rpc('projectRestart')).body).toMatchObject({ activeEnv: 'test' });
    expect(await names()).toEqual(['Emma (test)']);
    expect((await rpc('projectChangeEnv', { args: { env: '_noco' } })).status).toBe(200);
    expect(await names()).toEqual(['Dune (production)']);
    expect(await gqlNames()).toEqual(['Dune (production)']);
    expect((await rpc('projectRead')).body.activeEnv).toBe('_noco');
  });

  it('adds an environment from the project form (projectUpdate env) and removes one', async () => {
    // Without a database an added environment is a new embedded file (no external-database right needed).
    const added = await rpc('projectUpdate', { args: { env: 'demo' } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.envs.demo.db[0]).toMatchObject({ client: 'sqlite3', embedded: true });
    expect(added.body.activeEnv).toBe('_noco');
    expect(await rpc('projectUpdate', { args: { removeEnv: '_noco' } })).toMatchObject({
      status: 400,
      body: { msg: 'The working environment cannot be removed: change to another one first' },
    });
    expect(await rpc('projectUpdate', { args: { removeEnv: 'nope' } })).toMatchObject({
      status: 400,
      body: { msg: "Unknown environment 'nope'" },
    });
    // At most 16 environments (each may be a file in the data folder).
    for (let i = 0; i < 13; i++) expect((await rpc('projectUpdate', { args: { env: `e${i}` } })).status).toBe(200);
    expect(await rpc('projectUpdate', { args: { env: 'one_too_many' } })).toMatchObject({
      status: 400,
      body: { msg: 'At most 16 environments' },
    });
    for (let i = 0; i < 13; i++) expect((await rpc('projectUpdate', { args: { removeEnv: `e${i}` } })).status).toBe(200);
    const removed = await rpc('projectUpdate', { args: { removeEnv: 'demo' } });
    expect(Object.keys(removed.body.envs).sort()).toEqual(['_noco', 'test']);
    expect(await rpc('projectChangeEnv', { args: { env: 'demo' } })).toMatchObject({ status: 400 });
  });

  it('stops and starts the API server: a stopped project answers 503 on its data API', async () => {
    const cloud = await rpc('projectAPIServerGetCloudUrl');
    expect(cloud.status).toBe(200);
    expect(cloud.body).toEqual({ key: projectId, alive: true, cloudUrl: `${h.url}/nc/${projectId}/api/v1`, env: '_noco' });
    const stopped = await rpc('projectAPIServerStop');
    expect(stopped.body).toMatchObject({ code: 0, key: projectId, alive: false });
    expect(await api('/books')).toMatchObject({ status: 503, body: { msg: "Project 'Shop' is stopped: start it first" } });
    expect((await rpc('projectAPIServerGetCloudUrl')).body.alive).toBe(false);
    expect((await rpc('projectAPIServerStart')).body).toMatchObject({ code: 0, alive: true });
    expect(await names()).toEqual(['Dune (production)']);
  });

  it("sends a notification to the project's admins by mail", async () => {
    expect(await rpc('projectAPIServerSendNotification', { args: {} })).toMatchObject({
      status: 400,
      body: { msg: 'message is required' },
    });
    const sent = await rpc('projectAPIServerSendNotification', { args: { subject: 'Deploy', message: 'The API moved to production' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ msg: 'Notification sent', recipients: 1 });
    const outbox = await h.request('/api/v1/mailer/outbox?limit=5', { headers: { 'xc-auth': token } });
    expect(outbox.body.list[0]).toMatchObject({ subject: 'Shop: Deploy', text: 'The API moved to production' });
  });
});
