import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@plinth/sdk';
import type { TestDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, columnsOf, createTestDatabase, signedUpProject } from '@plinth/sdk/testing';

// 'data' serves rows to rest-api where it exists; listed either way (a missing folder only fails itself).
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'audit'];

// The audit table lives in the meta store: every meta store the host supports.
const META_STORES: { name: string; server?: 'pg' | 'mysql' }[] = [
  { name: 'SQLite' },
  { name: 'PostgreSQL', server: 'pg' },
  { name: 'MariaDB', server: 'mysql' },
];

describe.each(META_STORES)('audit on a $name meta store', (store) => {
  let metaDb: TestDatabase | undefined;
  let h: TestHost;
  let admin: string;
  let projectId: string;
  let rows: TestProjectSession['api'];
  /** A member of the project with `role`, or without one an account with no role in it. */
  let member: TestProjectSession['member'];
  const as = (token: string | null): Record<string, string> => (token ? { 'xc-auth': token } : {});
  const rpc = (op: string, pid: string | undefined, args: unknown, token = admin) =>
    h.request(`/dashboard?q=sqlOp_${op}`, { body: { project_id: pid, args }, headers: as(token) });
  const audit = (tn: string, pk: string | number, query = '', token = admin) =>
    h.request(`/api/v1/audit/${projectId}/${tn}/${pk}${query}`, { headers: as(token) });
  const comment = (tn: string, pk: string | number, body: unknown, token: string | null = admin) =>
    h.request(`/api/v1/audit/${projectId}/${tn}/${pk}/comments`, { body, headers: as(token) });

  beforeAll(async () => {
    metaDb = store.server && (await createTestDatabase(store.server, 'plinth_audit'));
    h = await bootTestHost({ plugins: PLUGINS, metaDb: metaDb?.url });
    const session = await signedUpProject(h, { title: 'Notes' });
    ({ token: admin, projectId, api: rows, member } = session);
    await session.rpc('tableCreate', { tn: 'notes', columns: columnsOf({ id: 'ID', title: 'SingleLineText', body: 'LongText' }) });
  });
  afterAll(async () => {
    await h?.close();
    await metaDb?.drop();
  });

  it('records inserts, cell edits and deletes from the data API, newest first', async () => {
    const created = await rows('/notes', { body: { title: 'First', body: 'hello' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect((await rows(`/notes/${id}`, { method: 'PUT', body: { title: 'Second' } })).status).toBe(200);
    expect((await rows(`/notes/${id}`, { method: 'PUT', body: { title: 'Third', body: { not: 'text' } } })).status).toBe(400);
    expect((await rows(`/notes/${id}`, { method: 'DELETE' })).status).toBe(200);

    const res = await audit('notes', id);
    expect(res.status).toBe(200);
    const list = res.body.list as AuditEntry[];
    expect(list.map((e) => [e.op, e.cn])).toEqual([
      ['delete', null],
      ['update', 'title'],
      ['insert', null],
    ]);
    const [deleted, updated, inserted] = list as [AuditEntry, AuditEntry, AuditEntry];
    expect(updated).toMatchObject({
      tn: 'notes',
      pk: String(id),
      value: 'Second',
      prevValue: 'First',
      userId: expect.any(String),
      userEmail: 'admin@example.com',
    });
    // Who made each change is named, not only by id.
    expect(list.map((e) => e.userEmail)).toEqual(['admin@example.com', 'admin@example.com', 'admin@example.com']);
    expect(inserted.value).toMatchObject({ title: 'First', body: 'hello' });
    expect(deleted).toMatchObject({ value: null, prevValue: { title: 'Second', body: 'hello' } });
    expect(Number(deleted.id)).toBeGreaterThan(Number(inserted.id));
    expect(new Date(updated.createdAt).toISOString()).toBe(updated.createdAt);

    expect((await audit('notes', id, '?limit=1&offset=1')).body.list.map((e: AuditEntry) => e.op)).toEqual(['update']);
    expect((await audit('notes', id, '?limit=5000')).body.list).toHaveLength(3);
    expect(await audit('notes', id, '?limit=abc')).toMatchObject({ status: 400, body: { msg: expect.any(String) } });
    expect(await audit('notes', id, '?offset=-1')).toMatchObject({ status: 400, body: { msg: expect.any(String) } });
    expect((await audit('nothing', id)).status).toBe(404);
    expect((await audit('notes', 'no-such-row')).body).toEqual({ list: [] });
  });

  it('records xcAuditCreate calls of editors, checking the table and column', async () => {
    const ok = await rpc('xcAuditCreate', projectId, { tn: 'notes', cn: 'title', pk: 77, value: 'b', prevValue: 'a' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      op: 'update',
      tn: 'notes',
      cn: 'title',
      pk: '77',
      value: 'b',
      prevValue: 'a',
      userEmail: 'admin@example.com',
    });
    expect((await audit('notes', 77)).body.list[0]).toEqual(ok.body);
    expect(await rpc('xcAuditCreate', projectId, { tn: 'notes', cn: 'shoe', pk: 77, value: 1 })).toMatchObject({
      status: 400,
      body: { msg: "Unknown column 'shoe'" },
    });
    expect((await rpc('xcAuditCreate', projectId, { tn: 'nothing', cn: 'title', pk: 77 })).status).toBe(404);
    expect(await rpc('xcAuditCreate', projectId, { cn: 'title', pk: 77 })).toMatchObject({ status: 400, body: { msg: 'tn is required' } });
    expect(await rpc('xcAuditCreate', undefined, { tn: 'notes', cn: 'title', pk: 77 })).toMatchObject({ status: 400 });
    const viewer = await member('rpc-viewer@example.com', 'viewer');
    expect((await rpc('xcAuditCreate', projectId, { tn: 'notes', cn: 'title', pk: 77, value: 'x' }, viewer)).status).toBe(403);
  });

  it('keeps comments as plain text and lets commenters, editors and owners comment, never viewers or guests', async () => {
    const hostile = '<img src=x onerror="alert(1)"> & <script>alert(2)</script>';
    const mine = await comment('notes', 5, { text: hostile });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body).toMatchObject({
      op: 'comment',
      tn: 'notes',
      pk: '5',
      cn: null,
      value: hostile,
      prevValue: null,
      userEmail: 'admin@example.com',
    });

    const commenter = await member('commenter@example.com', 'commenter');
    const editor = await member('editor@example.com', 'editor');
    const viewer = await member('viewer@example.com', 'viewer');
    const guest = await member('guest@example.com', 'guest');
    const stranger = await member('stranger@example.com');
    expect((await comment('notes', 5, { text: 'from a commenter' }, commenter)).status).toBe(201);
    expect((await comment('notes', 5, { text: 'from an editor' }, editor)).status).toBe(201);
    for (const token of [viewer, guest, stranger]) expect((await comment('notes', 5, { text: 'no' }, token)).status).toBe(403);
    expect((await comment('notes', 5, { text: 'no' }, null)).status).toBe(401);
    // Reading the trail needs airTable: viewers may, guests and strangers may not.
    expect((await audit('notes', 5, '', viewer)).body.list.map((e: AuditEntry) => [e.userEmail, e.value])).toEqual([
      ['editor@example.com', 'from an editor'],
      ['commenter@example.com', 'from a commenter'],
      ['admin@example.com', hostile],
    ]);
    expect((await audit('notes', 5, '', guest)).status).toBe(403);
    expect((await audit('notes', 5, '', stranger)).status).toBe(403);

    expect(await comment('notes', 5, {})).toMatchObject({ status: 400, body: { msg: 'Comment text is required' } });
    expect(await comment('notes', 5, { text: '   ' })).toMatchObject({ status: 400, body: { msg: 'Comment text is required' } });
    expect(await comment('notes', 5, { text: 42 })).toMatchObject({ status: 400, body: { msg: 'Comment text is required' } });
    expect(await comment('notes', 5, { text: 'x'.repeat(5001) })).toMatchObject({
      status: 400,
      body: { msg: 'A comment has at most 5000 characters' },
    });
    expect((await comment('notes', 5, { text: 'x'.repeat(5000) })).status).toBe(201);
    expect((await comment('nothing', 5, { text: 'x' })).status).toBe(404);
    expect(await comment('notes', 'k'.repeat(256), { text: 'x' })).toMatchObject({ status: 400, body: { msg: 'pk is too long' } });
  });

  it("bounds huge values and drops a project's entries when the project is deleted", async () => {
    const huge = 'y'.repeat(200_000);
    const big = await rpc('xcAuditCreate', projectId, { tn: 'notes', cn: 'body', pk: 9, value: huge, prevValue: null });
    expect(big.status).toBe(200);
    expect(typeof big.body.value).toBe('string');
    expect(big.body.value.length).toBeLessThan(70_000);
    expect(big.body.value.endsWith('…')).toBe(true);

    const other = await signedUpProject(h, { title: 'Doomed', token: admin });
    const otherId = other.projectId;
    await other.rpc('tableCreate', { tn: 'notes', columns: columnsOf({ id: 'ID', title: 'SingleLineText' }) });
    expect((await h.request(`/api/v1/audit/${otherId}/notes/1/comments`, { body: { text: 'bye' }, headers: as(admin) })).status).toBe(201);
    const count = async (pid: string) =>
      Number((await h.host.meta.knex('audit_entries').where({ project_id: pid }).count({ n: '*' }).first())?.n);
    expect(await count(otherId)).toBe(1);
    expect((await other.rpcAnswer('projectDelete', {})).status).toBe(200);
    expect(await count(otherId)).toBe(0);
    expect(await count(projectId)).toBeGreaterThan(0);
  });
});
