/**
 * Hostile and broken uploads are refused with a `{ msg }` 4xx and leave no file behind: too large,
 * too many columns, zip bombs (unpacked size, entry count), wrong types, malformed files; the
 * routes need their permission, and uploads and jobs belong to whoever made them; Cancel rolls back.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bootTestHost, signedUpProject, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { UploadAnswer } from '../sheet.js';
import { defaultChoices, finished, PLUGINS, start, upload } from './helpers.js';

function zipOf(entries: [string, Buffer][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('sheet import refusals', () => {
  let h: TestHost;
  let session: TestProjectSession;
  const leftovers = () => readdirSync(join(h.dataDir, 'sheet-import'));
  const settings = (body: Record<string, number>) =>
    h.request('/api/v1/plugins/sheet-import/settings', { method: 'PUT', body, headers: { 'xc-auth': session.token } });

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Refusals' });
  }, 60_000);
  afterAll(async () => h?.close());

  it('refuses a file over the size limit while it streams', async () => {
    expect((await settings({ maxFileMb: 0.01 })).status).toBe(200);
    try {
      const r = await upload(h, session.token, 'big.csv', 'a,b\n'.repeat(5_000));
      expect(r).toEqual({ status: 413, body: { msg: 'File too large: at most 0.01 MB' } });
    } finally {
      await settings({ maxFileMb: 100 });
    }
    expect(leftovers()).toEqual([]);
  });

  it('refuses more than 500 columns', async () => {
    const wide = Array.from({ length: 501 }, (_, i) => `c${i}`).join(',');
    expect(await upload(h, session.token, 'wide.csv', `${wide}\n${wide}\n`)).toEqual({
      status: 400,
      body: { msg: 'The file has 501 columns; at most 500 can be imported' },
    });
  });

  it('refuses zip bombs: unpacked size and entry count', async () => {
    await settings({ maxUnpackedMb: 1, maxEntries: 20 });
    try {
      const bomb = await zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(3 * 1024 * 1024, 0x20)]]);
      expect(bomb.length).toBeLessThan(50_000);
      expect(await upload(h, session.token, 'bomb.xlsx', bomb)).toEqual({
        status: 400,
        body: { msg: 'Invalid .xlsx file: more than 1 MB unpacked' },
      });
      const many = await zipOf(Array.from({ length: 30 }, (_, i): [string, Buffer] => [`f${i}.xml`, Buffer.from('x')]));
      expect(await upload(h, session.token, 'many.xlsx', many)).toEqual({
        status: 400,
        body: { msg: 'Invalid .xlsx file: more than 20 entries' },
      });
    } finally {
      await settings({ maxUnpackedMb: 500, maxEntries: 10_000 });
    }
    expect(leftovers()).toEqual([]);
  });

  it('refuses wrong types and malformed files', async () => {
    const cases: [string, Buffer | string, number, string][] = [
      ['tool.exe', 'MZ', 415, 'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file'],
      ['data.csv', Buffer.from([0x4d, 0x5a, 0x00, 0x01]), 415, 'The file is not a valid .csv file'],
      ['book.xlsx', 'name,age\n', 415, 'The file is not a valid .xlsx file'],
      ['old.xls', 'name,age\n', 415, 'The file is not a valid .xls file'],
      ['empty.csv', '', 400, 'The file is empty'],
      ['quote.csv', 'a,b\n"open,1\n', 400, 'Malformed CSV: Quote Not Closed: the parsing is finished with an opening quote at line 2'],
    ];
    for (const [name, content, status, msg] of cases)
      expect(await upload(h, session.token, name, content), name).toEqual({ status, body: { msg } });
    const notABook = await upload(h, session.token, 'zip.xlsx', await zipOf([['hello.txt', Buffer.from('hi')]]));
    expect(notABook.status).toBe(400);
    expect(String(notABook.body.msg)).toMatch(/^The workbook cannot be read: /);
    expect(leftovers()).toEqual([]);
  });

  it('needs a signed-in caller with the permission, and keeps uploads and jobs to their owner', async () => {
    expect((await upload(h, null, 'a.csv', 'a\n1\n')).status).toBe(401);
    const viewer = await session.member('viewer@example.com', 'viewer');
    expect((await upload(h, viewer, 'a.csv', 'a\n1\n', session.projectId)).status).toBe(403);
    const editor = await session.member('editor@example.com', 'editor');
    const own = await upload(h, session.token, 'a.csv', 'a\n1\n', session.projectId);
    const choices = defaultChoices(own.body as unknown as UploadAnswer);
    // Someone else's upload, or one made for a new project, is unknown here.
    expect(await start(h, editor, { uploadId: own.body.uploadId, sheets: choices }, session.projectId)).toMatchObject({ status: 403 });
    expect(await start(h, session.token, { uploadId: own.body.uploadId, title: 'X', sheets: choices })).toEqual({
      status: 404,
      body: { msg: 'Upload not found' },
    });
    expect(await start(h, session.token, { uploadId: own.body.uploadId, sheets: [] }, session.projectId)).toEqual({
      status: 400,
      body: { msg: 'Choose at least one sheet' },
    });
    const job = await start(h, session.token, { uploadId: own.body.uploadId, sheets: choices }, session.projectId);
    expect(job.status).toBe(202);
    expect((await h.request(`/api/v1/sheet-import/jobs/${String(job.body.id)}`, { headers: { 'xc-auth': editor } })).status).toBe(404);
    expect((await finished(h, session.token, String(job.body.id))).status).toBe('done');
    // An upload is used once.
    expect((await start(h, session.token, { uploadId: own.body.uploadId, sheets: choices }, session.projectId)).status).toBe(404);
  });

  it('cancels a running import and rolls its table back', async () => {
    const csv = ['n', ...Array.from({ length: 200_000 }, (_, i) => String(i))].join('\n');
    const up = await upload(h, session.token, 'long.csv', csv, session.projectId);
    const job = await start(
      h,
      session.token,
      { uploadId: up.body.uploadId, sheets: defaultChoices(up.body as unknown as UploadAnswer) },
      session.projectId,
    );
    const cancel = await h.request(`/api/v1/sheet-import/jobs/${String(job.body.id)}/cancel`, {
      method: 'POST',
      headers: { 'xc-auth': session.token },
    });
    expect(cancel.status).toBe(200);
    const end = await finished(h, session.token, String(job.body.id));
    expect(end).toMatchObject({ status: 'cancelled', error: 'Import cancelled', rolledBack: true });
    const tables = (await session.rpc('tableList', {})) as { list: { tn: string }[] };
    expect(tables.list.map((t) => t.tn)).not.toContain('long');
    expect(leftovers()).toEqual([]);
  });
});
