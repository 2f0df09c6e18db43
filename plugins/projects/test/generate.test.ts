/**
 * projectGenerateBackend / projectGenerateBackendGql (000 s.7, s.8): after a table is made in the
 * database behind Plinth's back, generating the APIs reads the schema again, so the REST API and
 * the OpenAPI document serve it; lookups and formulas kept; for project admins only.
 */
import { ProjectsToken } from '@plinth/sdk/server';
import { bootTestHost, signedUpProject, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'graphql-api'];

describe('generating the APIs', () => {
  let h: TestHost;
  let session: TestProjectSession;
  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Gen' });
    await session.createTables({ notes: { id: 'ID', body: 'LongText' } });
    await session.rpc('virtualColumnCreate', { tn: 'notes', column: { _cn: 'twice', formula: { value: 'CONCAT({body}, {body})' } } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reads the schema again, keeps virtual columns, and answers the spec text', async () => {
    const swagger = async () =>
      JSON.stringify((await h.request(`/nc/${session.projectId}/api/v1/swagger.json`, { headers: { 'xc-auth': session.token } })).body);
    expect(await swagger()).not.toContain('/tags');
    const db = await h.host.kernel.services.get(ProjectsToken).database(session.projectId);
    await db.knex.raw('create table tags (id integer primary key, label text)');
    await db.knex.raw("insert into tags (id, label) values (1, 'red')");
    expect((await session.api('/tags')).status).toBe(404);

    expect(await session.rpc('projectGenerateBackend', {})).toEqual({ msg: 'Yay, REST APIs with MVC generated' });
    expect((await session.api('/tags')).body.list).toEqual([{ id: 1, label: 'red' }]);
    expect(await swagger()).toContain('/tags');
    const notes = JSON.parse((await session.rpc('tableXcModelGet', { tn: 'notes' })).meta) as { v?: { _cn: string }[] };
    expect(notes.v?.map((v) => v._cn)).toEqual(['twice']);
    expect(await session.rpc('projectGenerateBackendGql', {})).toEqual({ msg: 'Yay, GraphQL APIs generated' });

    const editor = await session.member('editor@example.com', 'editor');
    expect((await session.rpcAnswer('projectGenerateBackend', {}, editor)).status).toBe(403);
    expect((await session.rpcAnswer('projectGenerateBackend', { env: 5 })).status).toBe(400);
  });
});
