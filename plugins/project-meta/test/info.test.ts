/**
 * The project's Info over HTTP (real SQLite): ids, type, database and what its schema holds,
 * counted; API addresses; for project admins only, never a secret of the connection.
 */
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectInfoAnswer } from '../info.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'project-meta'];

describe('project info', () => {
  let h: TestHost;
  let session: TestProjectSession;
  const info = (token: string | null) =>
    h.request(`/api/v1/project-meta/${session.projectId}/info`, { headers: token ? { 'xc-auth': token } : {} });

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Shop' });
    await session.createTables({
      customers: { id: 'ID', name: 'SingleLineText' },
      orders: { id: 'ID', total: 'Number' },
      tags: { id: 'ID', label: 'SingleLineText' },
    });
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    await session.rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers the project, its database and counts to an admin', async () => {
    const r = await info(session.token);
    expect(r.status).toBe(200);
    const body = r.body as ProjectInfoAnswer;
    expect(body).toMatchObject({ id: session.projectId, title: 'Shop', projectType: 'rest' });
    expect(body.api).toEqual({
      rest: `/nc/${session.projectId}/api/v1`,
      swagger: `/nc/${session.projectId}/api/v1/swagger`,
      graphql: `/nc/${session.projectId}/v1/graphql`,
    });
    expect(body.databases).toHaveLength(1);
    const [db] = body.databases;
    expect(db).toMatchObject({ dbAlias: 'db', client: 'sqlite3', embedded: true, host: null });
    expect(db!.database).toMatch(/\.(db|sqlite3?)$/);
    expect(db!.database).not.toContain('/');
    // customers, orders, tags and the junction table of customers and tags.
    expect(db!.counts).toEqual({ tables: 4, views: 0, relations: 3, manyToMany: 1, virtualColumns: 0 });
    expect(JSON.stringify(body)).not.toMatch(/password|filename/i);
  });

  it('is for project admins only', async () => {
    const editor = await session.member('editor@example.com', 'editor');
    expect((await info(editor)).status).toBe(403);
    expect((await info(null)).status).toBe(401);
    expect((await h.request(`/api/v1/project-meta/nope/info`, { headers: { 'xc-auth': session.token } })).status).toBe(404);
  });
});
