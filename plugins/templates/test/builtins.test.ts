/**
 * Every built-in template makes a REST and a GraphQL project with its sample rows, on an embedded
 * SQLite file (`projectCreateByWebWithXCDB`) and imported into projects on PostgreSQL
 * (`xcModelsCreateFromTemplate`, a database each): relations, lookups and rollups read back
 * through REST and the row counts through GraphQL. One host for all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsToken } from '@plinth/sdk/server';
import type { TestDatabase, TestHost } from '@plinth/sdk/testing';
import { bootTestHost, connectionFromUrl, createProject, createTestDatabase, signUpSuperAdmin } from '@plinth/sdk/testing';
import { BUILT_IN_TEMPLATES } from '../server/builtins/index.js';
import type { TemplateDocument, TemplateListItem } from '../types.js';
import { expectSampleRows } from './sample-expectations.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'rest-api', 'graphql-api', 'templates'];

let h: TestHost;
let admin: string;
const databases: TestDatabase[] = [];
let gallery: TemplateListItem[];

const rpc = (op: string, projectId: string | undefined, args: unknown) =>
  h.request(`/dashboard?q=sqlOp_${op}`, {
    body: { api: 'xcAuth', env: '_noco', dbAlias: 'db', project_id: projectId, args },
    headers: { 'xc-auth': admin },
  });

/** Each table's row count through the project's GraphQL API. */
async function expectGraphqlCounts(projectId: string, doc: TemplateDocument) {
  const query = `{ ${doc.tables.map((t) => `${t.tn}Count`).join(' ')} }`;
  const r = await h.request(`/nc/${projectId}/v1/graphql`, { body: { query }, headers: { 'xc-auth': admin } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.errors).toBeUndefined();
  for (const t of doc.tables) expect(r.body.data[`${t.tn}Count`], `${doc.title}: ${t.tn}`).toBe(t.rows?.length ?? 0);
}

beforeAll(async () => {
  h = await bootTestHost({ plugins: PLUGINS });
  admin = await signUpSuperAdmin(h);
  gallery = (await h.request('/api/v1/nc/templates?limit=100')).body.data;
});

afterAll(async () => {
  await h?.close();
  for (const db of databases) await db.drop();
});

it('ships at least twelve built-ins across categories, each with relations, lookups, rollups and rows', () => {
  expect(gallery.map((t) => t.title)).toEqual(BUILT_IN_TEMPLATES.map((d) => d.title));
  expect(BUILT_IN_TEMPLATES.length).toBeGreaterThanOrEqual(12);
  expect(new Set(BUILT_IN_TEMPLATES.map((d) => d.category)).size).toBeGreaterThanOrEqual(10);
  for (const doc of BUILT_IN_TEMPLATES) {
    const tables = doc.tables;
    expect(
      tables.some((t) => t.hasMany.length || t.belongsTo.length),
      doc.title,
    ).toBe(true);
    expect(
      tables.some((t) => t.manyToMany.length),
      doc.title,
    ).toBe(true);
    expect(
      tables.some((t) => t.v.some((v) => 'lk' in v)),
      doc.title,
    ).toBe(true);
    expect(
      tables.some((t) => t.v.some((v) => 'rl' in v)),
      doc.title,
    ).toBe(true);
    expect(
      tables.every((t) => (t.rows?.length ?? 0) > 0),
      doc.title,
    ).toBe(true);
  }
});

describe.each(['rest', 'graphql'] as const)('%s projects from every built-in', (projectType) => {
  it('on embedded SQLite', async () => {
    for (const [i, doc] of BUILT_IN_TEMPLATES.entries()) {
      const r = await rpc('projectCreateByWebWithXCDB', undefined, { projectType, template: gallery[i]!.id });
      expect(r.status, `${doc.title}: ${JSON.stringify(r.body)}`).toBe(200);
      await expectSampleRows(h, admin, r.body.id, doc);
      if (projectType === 'graphql') await expectGraphqlCounts(r.body.id, doc);
    }
  }, 120_000);

  it('imported into projects on PostgreSQL', async () => {
    for (const [i, doc] of BUILT_IN_TEMPLATES.entries()) {
      const db = await createTestDatabase('pg', `plinth_tpl${i}`);
      databases.push(db);
      const projectId = await createProject(
        h,
        admin,
        `${doc.title} ${projectType}`,
        { client: 'pg', connection: connectionFromUrl(db.url) },
        { projectType },
      );
      const r = await rpc('xcModelsCreateFromTemplate', projectId, { template: gallery[i]!.id });
      expect(r.status, `${doc.title}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(r.body.tables).toEqual(doc.tables.map((t) => t.tn));
      await expectSampleRows(h, admin, projectId, doc);
      if (projectType === 'graphql') await expectGraphqlCounts(projectId, doc);
      // One pool per project: closed before the next, so PostgreSQL's connections last.
      await h.host.kernel.services.get(ProjectsToken).delete(projectId);
      await databases.pop()!.drop();
    }
  }, 180_000);
});
