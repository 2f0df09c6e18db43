/**
 * Two servers on loopback sharing a PostgreSQL meta store, one data directory and Redis (000 s.1
 * scale-out, issue 25): a role revoked on one is refused on the other within 100 ms; a table made
 * on one is in the other's OpenAPI document and GraphQL schema; failed sign-ins on both count
 * towards one lock, and so do wrong passwords of a shared base and a shared form's submissions
 * (counted in Redis).
 */
import { REST_API, GRAPHQL_API } from '@plinth/sdk';
import { signedUpProject, TEST_PASSWORD, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTwinServers, within, type TwinServers } from './twin-servers.js';

const PLUGINS = [
  'cluster',
  'mailer',
  'auth',
  'dialect-sqlite',
  'projects',
  'data',
  'rest-api',
  'graphql-api',
  'views',
  'grid-view',
  'form-view',
];

let twins: TwinServers;
let a: TestHost;
let b: TestHost;
let session: TestProjectSession;

beforeAll(async () => {
  twins = await bootTwinServers(PLUGINS, 'scale');
  ({ a, b } = twins);
  // Every call of the session goes to A.
  session = await signedUpProject(a, { title: 'Twin' });
  await session.createTables({ people: { id: 'ID', name: 'SingleLineText' } });
}, 120_000);

afterAll(async () => {
  await twins?.close();
}, 60_000);

describe('two servers sharing PostgreSQL meta and Redis', () => {
  it('refuses a role revoked on one server on the other within 100 ms', async () => {
    const admin = { 'xc-auth': session.token };
    const viewer = await session.member('viewer@example.com', 'editor');
    const members = await a.request(`/api/v1/auth/projects/${session.projectId}/users`, { headers: admin });
    expect(members.status).toBe(200);
    const list = (members.body.list ?? members.body) as { id: string; email: string }[];
    const userId = list.find((u) => u.email === 'viewer@example.com')!.id;
    const readOnB = async () => (await b.request(REST_API.table(session.projectId, 'people'), { headers: { 'xc-auth': viewer } })).status;
    // B caches the user's role in the project.
    expect(await readOnB()).toBe(200);
    expect(await readOnB()).toBe(200);

    const revoked = await a.request(`/api/v1/auth/projects/${session.projectId}/users/${userId}`, { method: 'DELETE', headers: admin });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    const answered = Date.now();
    expect(await within(2000, async () => (await readOnB()) === 403)).toBe(true);
    const took = Date.now() - answered;
    console.info(`role revoked on A, refused on B after ${took} ms`);
    expect(took).toBeLessThan(100);
  });

  it("puts a table made on one server in the other's OpenAPI document and GraphQL schema", async () => {
    const headers = { 'xc-auth': session.token };
    const openApiPaths = async () =>
      Object.keys(((await b.request(`${REST_API.swagger(session.projectId)}.json`, { headers })).body as { paths?: object }).paths ?? {});
    const graphqlTypes = async () => {
      const res = await b.request(GRAPHQL_API.endpoint(session.projectId), { body: { query: '{ __schema { types { name } } }' }, headers });
      return ((res.body as { data?: { __schema: { types: { name: string }[] } } }).data?.__schema.types ?? []).map((t) => t.name);
    };
    // B builds (and caches) both before the change.
    expect((await openApiPaths()).some((p) => p.includes('people'))).toBe(true);
    const before = await graphqlTypes();
    expect(before.length).toBeGreaterThan(0);
    expect(before.some((t) => /orders/i.test(t))).toBe(false);

    await session.createTables({ orders: { id: 'ID', total: 'Number' } });
    expect(await within(2000, async () => (await openApiPaths()).some((p) => p.includes('orders')))).toBe(true);
    expect(await within(2000, async () => (await graphqlTypes()).some((t) => /orders/i.test(t)))).toBe(true);
  });

  it('locks an account after failed sign-ins counted across both servers', async () => {
    const email = 'admin@example.com';
    const signIn = (h: TestHost, password: string) => h.request('/auth/signin', { body: { email, password } });
    // The limit is 10 failures per e-mail and address in 15 minutes: five on each server.
    for (let i = 0; i < 10; i++) expect((await signIn(i % 2 ? b : a, 'wrong password')).status).toBe(400);
    expect((await signIn(a, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(b, TEST_PASSWORD)).status).toBe(429);
  });

  it('refuses a shared base password after wrong ones counted across both servers', async () => {
    const made = await a.request(`/api/v1/auth/projects/${session.projectId}/shared-base`, {
      body: { roles: 'viewer', password: 'open sesame 42' },
      headers: { 'xc-auth': session.token },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body as { id: string }).id;
    const open = (h: TestHost, password: string) =>
      h.request('/dashboard?q=sqlOp_sharedBaseGet', { body: { args: { shared_base_id: id, password } } });
    // Ten wrong passwords a minute per link: five on each server; in memory each would allow ten.
    for (let i = 0; i < 10; i++) expect((await open(i % 2 ? b : a, `wrong ${i}`)).status).toBe(403);
    expect((await open(a, 'another wrong')).status).toBe(429);
    expect((await open(b, 'another wrong')).status).toBe(429);
  });

  it("limits a shared form's submissions per link and address across both servers", async () => {
    const views = `/api/v1/views/${session.projectId}/people`;
    const headers = { 'xc-auth': session.token };
    const form = await a.request(views, { body: { title: 'Sign-up form', type: 'form' }, headers });
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    const shared = await a.request(`${views}/${(form.body as { id: string }).id}/share`, { body: {}, headers });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const shareId = (shared.body as { share: { id: string } }).share.id;
    // Both servers see the test's client at one loopback address.
    const submit = (h: TestHost, i: number) => h.request(`/api/v1/public/views/${shareId}/rows`, { body: { name: `visitor ${i}` } });
    // Twenty a minute per link and address: ten on each server; in memory each would allow twenty.
    for (let i = 0; i < 20; i++) expect((await submit(i % 2 ? b : a, i)).status).toBe(201);
    expect(await submit(a, 20)).toMatchObject({ status: 429, body: { msg: 'Too many submissions, try again later' } });
    expect((await submit(b, 21)).status).toBe(429);
    expect((await session.api('/people?limit=100')).body.list).toHaveLength(20);
  });
});
