/**
 * Attachments through a shared form over HTTP (real SQLite, real storage folder): a visitor
 * signed out uploads files through the form's link and submits them with the row; only files of
 * the allowed kinds are taken, and a submission may attach only files that link took (with their
 * stored names and sizes, whatever the visitor claims), each once.
 */
import type { Attachment, ViewRecord } from '@plinth/sdk';
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSettings } from '../shared/settings.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'storage-local', 'views', 'grid-view', 'form-view'];
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e1f1b00000000049454e44ae426082',
  'hex',
);

interface Upload {
  name: string;
  type: string;
  data: Buffer | string;
}

describe('attachments through a shared form on SQLite', () => {
  let h: TestHost;
  let session: TestProjectSession;
  let shareId: string;
  const views = (path = '', body?: unknown, method?: string) =>
    h.request(`/api/v1/views/${session.projectId}/claims${path}`, { method, body, headers: { 'xc-auth': session.token } });
  const upload = async (files: Upload[], link = shareId) => {
    const form = new FormData();
    for (const f of files)
      form.append('files', new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type }), f.name);
    const res = await fetch(`${h.url}/api/v1/public/views/${link}/upload`, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as { list: Attachment[]; msg?: string } };
  };
  const submit = (body: unknown) => h.request(`/api/v1/public/views/${shareId}/rows`, { body });
  const rows = async () => (await session.api('/claims?sort=id&limit=100')).body.list as Record<string, unknown>[];

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Claims' });
    await session.createTables({ claims: { id: 'ID', name: 'SingleLineText', files: 'Attachment' } });
    const form = (await views('', { title: 'Claim form', type: 'form' })).body as ViewRecord<FormSettings>;
    shareId = (await views(`/${form.id}/share`, {})).body.share.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('takes uploaded files with the row, as stored, and each file once', async () => {
    const uploaded = await upload([
      { name: 'receipt.png', type: 'image/png', data: PNG },
      { name: 'notes.pdf', type: 'application/pdf', data: '%PDF-1.4 test' },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const [png, pdf] = uploaded.body.list;
    expect(png).toMatchObject({ title: 'receipt.png', mimetype: 'image/png', size: PNG.length });

    // What the visitor claims about a file is replaced by what was stored.
    const claimed = [{ ...png, title: 'renamed.exe', size: 1 }, { path: pdf!.path }];
    const r = await submit({ name: 'Ada', files: claimed });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [row] = await rows();
    const files = (typeof row!.files === 'string' ? JSON.parse(row!.files) : row!.files) as Attachment[];
    expect(files.map((f) => [f.path, f.title, f.size])).toEqual([
      [png!.path, 'receipt.png', PNG.length],
      [pdf!.path, 'notes.pdf', 13],
    ]);

    // A file goes with one row only.
    expect(await submit({ name: 'Again', files: [{ path: png!.path }] })).toMatchObject({
      status: 400,
      body: { field: 'files', msg: 'files: a file was not uploaded through this form' },
    });
    expect((await rows()).length).toBe(1);
  });

  it('refuses files this link did not take, and values that are not files', async () => {
    // Stored in the project by its owner, never through the form.
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'owner.png');
    const res = await fetch(`${h.url}/api/v1/storage/${session.projectId}/upload`, {
      method: 'POST',
      body: form,
      headers: { 'xc-auth': session.token },
    });
    const ownerFile = ((await res.json()) as { list: Attachment[] }).list[0]!;
    const refused = async (files: unknown, msg: string) =>
      expect(await submit({ name: 'Eve', files })).toMatchObject({ status: 400, body: { field: 'files', msg } });
    await refused([{ path: ownerFile.path }], 'files: a file was not uploaded through this form');
    await refused([{ path: '../../meta.db' }], 'files: a file was not uploaded through this form');
    await refused('not json', 'files takes a list of uploaded files');
    await refused([{ title: 'no path' }], 'files takes a list of uploaded files');
    expect((await rows()).map((r) => r.name)).toEqual(['Ada']);
  });

  it('takes only the allowed kinds of file', async () => {
    const refused = async (file: Upload) => {
      const r = await upload([file]);
      expect(r.status, `${file.name}: ${JSON.stringify(r.body)}`).toBe(415);
      expect(r.body.msg).toMatch(/^A form does not take files of type/);
    };
    await refused({ name: 'page.html', type: 'text/html', data: '<script>alert(1)</script>' });
    await refused({ name: 'logo.svg', type: 'image/svg+xml', data: '<svg onload="alert(1)"/>' });
    await refused({ name: 'tool.exe', type: 'application/octet-stream', data: 'MZ' });
    // An allowed type with a name of another kind is refused too.
    await refused({ name: 'page.html', type: 'image/png', data: PNG });
    expect((await upload([{ name: 'a.txt', type: 'text/plain', data: 'hello' }])).status).toBe(201);
  });

  it('answers 403 for a form without attachment fields and 404 for an unknown link', async () => {
    const form = (await views('', { title: 'Names only', type: 'form' })).body as ViewRecord<FormSettings>;
    expect((await views(`/${form.id}/settings`, { fields: [{ key: 'name' }] }, 'PUT')).status).toBe(200);
    const namesOnly = (await views(`/${form.id}/share`, {})).body.share.id;
    expect(await upload([{ name: 'a.png', type: 'image/png', data: PNG }], namesOnly)).toMatchObject({
      status: 403,
      body: { msg: 'This form takes no files' },
    });
    expect((await upload([{ name: 'a.png', type: 'image/png', data: PNG }], 'no-such-link')).status).toBe(404);
  });
});
