/**
 * The row operations of 000 s.7 (`rowCreate / rowList / rowUpdate / rowDelete` on the RPC
 * endpoint): the data service behind REST, with its permissions, table access rules and query
 * guard. On embedded SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, projectTargets, signedUpProject } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'rest-api', 'acl'];

describe.each(projectTargets('plinth_rows').filter((t) => t.name !== 'MariaDB'))('row operations on $name', (target) => {
  let h: TestHost;
  let s: TestProjectSession;
  let db: ProjectDatabase;
  let viewer: string;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    s = await signedUpProject(h, { title: 'Rows', db: db.input });
    await s.createTables({ books: { id: 'ID', title: { uidt: 'SingleLineText', rqd: true }, pages: 'Number' } });
    viewer = await s.member('viewer@example.com', 'viewer');
  });
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('creates, lists, updates and deletes rows as REST does', async () => {
    const one = await s.rpc('rowCreate', { tn: 'books', data: { title: 'Dune', pages: 412 } });
    expect(one).toMatchObject({ title: 'Dune', pages: 412 });
    const bulk = await s.rpc('rowCreate', {
      tn: 'books',
      data: [
        { title: 'Emma', pages: 320 },
        { title: 'Ulysses', pages: 730 },
      ],
    });
    expect(bulk.list).toHaveLength(2);
    const list = await s.rpc('rowList', { tn: 'books', where: '(pages,gt,400)', sort: '-pages' });
    expect(list.list.map((r: { title: string }) => r.title)).toEqual(['Ulysses', 'Dune']);
    expect(list.pageInfo.totalRows).toBe(2);
    expect((await s.rpc('rowList', { tn: 'books', limit: 1, offset: 1, sort: 'id' })).list[0].title).toBe('Emma');
    // The REST API sees the same rows.
    expect((await s.api('/books/count')).body.count).toBe(3);

    expect(await s.rpc('rowUpdate', { tn: 'books', id: one.id, data: { pages: 500 } })).toMatchObject({ id: one.id, pages: 500 });
    expect(await s.rpc('rowUpdate', { tn: 'books', where: '(pages,lt,400)', data: { pages: 1 } })).toEqual({ updated: 1 });
    expect(await s.rpc('rowDelete', { tn: 'books', id: one.id })).toEqual({ msg: 'Record deleted' });
    expect(await s.rpc('rowDelete', { tn: 'books', where: '(pages,eq,1)' })).toEqual({ deleted: 1 });
    expect((await s.rpc('rowList', { tn: 'books' })).list.map((r: { title: string }) => r.title)).toEqual(['Ulysses']);
  });

  it('answers bad input with 4xx { msg }, never 500', async () => {
    expect(await s.rpcAnswer('rowCreate', { tn: 'books', data: { pages: 3 } })).toMatchObject({ status: 400 });
    expect(await s.rpcAnswer('rowList', { tn: 'books', where: '(nope,eq,1)' })).toMatchObject({ status: 400 });
    expect(await s.rpcAnswer('rowList', { tn: 'books"; drop table books; --' })).toMatchObject({ status: 404 });
    expect(await s.rpcAnswer('rowList', {})).toMatchObject({ status: 400, body: { msg: 'Table name required' } });
    expect(await s.rpcAnswer('rowUpdate', { tn: 'books', data: {} })).toMatchObject({
      status: 400,
      body: { msg: 'Give either id or where' },
    });
    expect(await s.rpcAnswer('rowDelete', { tn: 'books', id: 999999 })).toMatchObject({ status: 404 });
    expect((await s.rpc('rowList', { tn: 'books' })).list).toHaveLength(1);
  });

  it("keeps REST's permissions and the table access rules", async () => {
    expect((await s.rpcAnswer('rowList', { tn: 'books' }, viewer)).status).toBe(200);
    expect(await s.rpcAnswer('rowCreate', { tn: 'books', data: { title: 'X' } }, viewer)).toMatchObject({ status: 403 });
    expect(await s.rpcAnswer('rowList', { tn: 'books' }, null)).toMatchObject({ status: 401 });
    // The ACL tab's rule: viewers may not read books.
    const acl = await h.request(`/api/v1/acl/${s.projectId}/books`, {
      method: 'PUT',
      body: { roles: { viewer: { read: false, create: false, update: false, delete: false } } },
      headers: { 'xc-auth': s.token },
    });
    expect(acl.status, JSON.stringify(acl.body)).toBe(200);
    const refused = await s.rpcAnswer('rowList', { tn: 'books' }, viewer);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect((await s.api('/books', { token: viewer })).status).toBe(refused.status);
  });
});
