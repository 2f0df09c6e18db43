/**
 * Table access rules over HTTP (real SQLite): only project admins read and set them; once set they
 * hold for every way in (REST, GraphQL, a shared view's link, embedded relations), per role, while
 * owners stay unrestricted; bad rules are refused with nothing changed.
 */
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'acl', 'rest-api', 'graphql-api', 'views', 'grid-view'];
const ALL = { read: true, create: true, update: true, delete: true };
const NONE = { read: false, create: false, update: false, delete: false };

describe('table access rules on SQLite', () => {
  let h: TestHost;
  let session: TestProjectSession;
  let viewer: string;
  let editor: string;
  const acl = (path = '', init: { method?: string; body?: unknown; token?: string | null } = {}) =>
    h.request(`/api/v1/acl/${session.projectId}${path}`, {
      method: init.method,
      body: init.body,
      headers: init.token === null ? {} : { 'xc-auth': init.token ?? session.token },
    });
  const setRules = (tn: string, roles: unknown) => acl(`/${tn}`, { method: 'PUT', body: { roles } });
  const gql = (query: string, token: string) =>
    h.request(`/nc/${session.projectId}/v1/graphql`, { body: { query }, headers: { 'xc-auth': token } });

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Vault' });
    await session.createTables({
      secrets: { id: 'ID', label: 'SingleLineText' },
      notes: { id: 'ID', body: 'SingleLineText' },
    });
    await session.rpc('relationCreate', { parentTable: 'secrets', childTable: 'notes', childColumn: 'secret_id' });
    expect((await session.api('/secrets', { body: { label: 'launch codes' } })).status).toBe(201);
    expect((await session.api('/notes', { body: { body: 'hello', secret_id: 1 } })).status).toBe(201);
    viewer = await session.member('viewer@example.com', 'viewer');
    editor = await session.member('editor@example.com', 'editor');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lets only project admins read and set the rules, and checks them', async () => {
    expect(await acl()).toMatchObject({ status: 200, body: { roles: ['editor', 'commenter', 'viewer', 'guest'], list: [] } });
    expect((await acl('', { token: editor })).status).toBe(403);
    expect((await acl('', { token: viewer })).status).toBe(403);
    expect((await acl('', { token: null })).status).toBe(401);
    expect((await acl('/secrets', { method: 'PUT', body: { roles: { viewer: NONE } }, token: editor })).status).toBe(403);
    expect(await setRules('nope', { viewer: NONE })).toMatchObject({ status: 404, body: { msg: "Table 'nope' not found" } });
    expect((await setRules('secrets', { owner: NONE })).status).toBe(400);
    expect((await setRules('secrets', { viewer: { read: 'no' } })).status).toBe(400);
    expect((await acl()).body.list).toEqual([]);
  });

  it('holds for REST, GraphQL and embedded relations, per role', async () => {
    const set = await setRules('secrets', { viewer: NONE, editor: { ...ALL, create: false, delete: false } });
    expect(set.body).toEqual({ tn: 'secrets', roles: { editor: { ...ALL, create: false, delete: false }, viewer: NONE } });

    // The viewer reads notes, never secrets, by any way in.
    expect((await session.api('/notes', { token: viewer })).status).toBe(200);
    expect(await session.api('/secrets', { token: viewer })).toMatchObject({
      status: 403,
      body: { msg: "Forbidden: the viewer role may not read rows of 'secrets'" },
    });
    expect((await session.api('/secrets/1', { token: viewer })).status).toBe(403);
    expect((await session.api('/secrets/count', { token: viewer })).status).toBe(403);
    expect((await session.api('/notes?bt=secrets', { token: viewer })).status).toBe(403);
    const viaGraphql = await gql('{ secretsList { label } }', viewer);
    expect(JSON.stringify(viaGraphql.body)).toContain("may not read rows of 'secrets'");
    expect(JSON.stringify(viaGraphql.body)).not.toContain('launch codes');
    expect(JSON.stringify((await gql('{ notesList { body } }', viewer)).body)).toContain('hello');

    // The editor reads and updates secrets but neither creates nor deletes them.
    expect((await session.api('/secrets', { token: editor })).status).toBe(200);
    expect((await session.api('/secrets/1', { method: 'PUT', body: { label: 'new codes' }, token: editor })).status).toBe(200);
    expect((await session.api('/secrets', { body: { label: 'x' }, token: editor })).status).toBe(403);
    expect((await session.api('/secrets/1', { method: 'DELETE', token: editor })).status).toBe(403);
    expect((await session.api('/notes', { body: { body: 'still fine' }, token: editor })).status).toBe(201);

    // Owners are never restricted.
    expect((await session.api('/secrets', { body: { label: 'second' } })).status).toBe(201);
    expect((await session.api('/secrets?limit=10')).body.list.map((r: { label: string }) => r.label)).toEqual(['new codes', 'second']);

    // Rules removed: the roles may do what they are allowed again, at once.
    expect((await setRules('secrets', {})).body).toEqual({ tn: 'secrets', roles: {} });
    expect((await session.api('/secrets', { token: viewer })).status).toBe(200);
  });

  it("holds for a shared view's link as a guest", async () => {
    const views = `/api/v1/views/${session.projectId}/secrets`;
    const auth = { 'xc-auth': session.token };
    const grid = (await h.request(views, { body: { title: 'All secrets', type: 'grid' }, headers: auth })).body;
    const shareId = (await h.request(`${views}/${grid.id}/share`, { body: {}, headers: auth })).body.share.id;
    const rows = () => h.request(`/api/v1/public/views/${shareId}/rows`);
    expect((await rows()).status).toBe(200);
    await setRules('secrets', { guest: { ...ALL, read: false } });
    expect(await rows()).toMatchObject({ status: 403, body: { msg: "Forbidden: the guest role may not read rows of 'secrets'" } });
    expect((await h.request(`/api/v1/public/views/${shareId}/count`)).status).toBe(403);
    await setRules('secrets', {});
    expect((await rows()).status).toBe(200);
  });

  it('hides a table from chosen roles: it leaves their table lists and does not exist for their calls', async () => {
    const tables = async (token: string) =>
      (await session.rpcAnswer('xcTableAndViewList', {}, token)).body.list.map((t: { tn: string }) => t.tn) as string[];
    expect(await acl('/hidden')).toMatchObject({ status: 200, body: { list: [] } });
    expect((await acl('/hidden/secrets', { method: 'PUT', body: { roles: ['viewer'] }, token: editor })).status).toBe(403);
    expect((await acl('/hidden/secrets', { method: 'PUT', body: { roles: ['owner'] } })).status).toBe(400);
    expect((await acl('/hidden/secrets', { method: 'PUT', body: { roles: ['viewer', 'guest'] } })).body).toEqual({
      tn: 'secrets',
      roles: ['guest', 'viewer'],
    });
    expect((await acl('/hidden')).body.list).toEqual([{ tn: 'secrets', roles: ['guest', 'viewer'] }]);

    expect(await tables(viewer)).toEqual(['notes']);
    expect(await tables(editor)).toEqual(['notes', 'secrets']);
    expect(await tables(session.token)).toEqual(['notes', 'secrets']);
    expect(await session.api('/secrets', { token: viewer })).toMatchObject({ status: 404, body: { msg: "Table 'secrets' not found" } });
    expect((await session.rpcAnswer('tableXcModelGet', { tn: 'secrets' }, viewer)).status).toBe(404);
    expect((await session.api('/secrets', { token: editor })).status).toBe(200);

    expect((await acl('/hidden/secrets', { method: 'PUT', body: { roles: [] } })).body).toEqual({ tn: 'secrets', roles: [] });
    expect(await tables(viewer)).toEqual(['notes', 'secrets']);
    expect((await session.api('/secrets', { token: viewer })).status).toBe(200);
  });
});
