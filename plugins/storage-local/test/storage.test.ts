import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineManifest, definePlugin, type Attachment } from '@plinth/sdk';
import { StorageToken, type StorageService } from '@plinth/sdk/server';
import type { TestDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, createTestDatabase, signedUpProject } from '@plinth/sdk/testing';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const STORED = /^[A-Za-z0-9_-]{22}(\.[a-z0-9]{1,10})?$/;

let probe: StorageService | undefined;
const probePlugin = definePlugin({
  manifest: defineManifest({ id: 'storage-probe', version: '0.0.0', displayName: 'Probe', dependsOn: ['storage-local'] }),
  server: {
    setup(ctx) {
      probe = ctx.services.get(StorageToken);
    },
  },
});

// Records and the token key live in the meta store: every meta store the host supports.
const META_STORES: { name: string; server?: 'pg' | 'mysql' }[] = [
  { name: 'SQLite' },
  { name: 'PostgreSQL', server: 'pg' },
  { name: 'MariaDB', server: 'mysql' },
];

describe.each(META_STORES)('storage-local on a $name meta store', (store) => {
  let metaDb: TestDatabase | undefined;
  let h: TestHost;
  let admin: string;
  let projectId: string;
  /** A member of the project with `role`, or without one an account with no role in it. */
  let member: TestProjectSession['member'];
  const auth = (token: string | null): Record<string, string> => (token ? { 'xc-auth': token } : {});
  const upload = async (
    files: { name: string; type?: string; data: Buffer | string; field?: string }[],
    token: string | null = admin,
    pid = projectId,
  ) => {
    const form = new FormData();
    for (const f of files)
      form.append(
        f.field ?? 'files',
        new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
        f.name,
      );
    const res = await fetch(`${h.url}/api/v1/storage/${pid}/upload`, { method: 'POST', body: form, headers: auth(token) });
    return { status: res.status, body: (await res.json()) as { list: Attachment[]; msg?: string } };
  };
  const get = (path: string, token: string | null = admin) => fetch(`${h.url}${path}`, { headers: auth(token) });
  const uploadsOf = (pid: string) => join(h.dataDir, 'uploads', pid);

  beforeAll(async () => {
    metaDb = store.server && (await createTestDatabase(store.server, 'plinth_storage'));
    h = await bootTestHost({
      metaDb: metaDb?.url,
      plugins: ['mailer', 'auth', 'dialect-sqlite', 'projects', 'storage-local', probePlugin],
    });
    ({ token: admin, projectId, member } = await signedUpProject(h, { title: 'Files' }));
  });
  afterAll(async () => {
    await h?.close();
    await metaDb?.drop();
  });

  it('stores uploads under generated names and serves images inline, everything else as a safe download', async () => {
    const res = await upload([
      { name: 'photo.PNG', type: 'image/png', data: PNG },
      { name: '../../evil.svg', type: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
      { name: 'C:\\temp\\page.html', type: 'text/html', data: '<script>alert(document.cookie)</script>' },
      { name: 'résumé "final".pdf', type: 'application/pdf', data: '%PDF-1.4' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [png, svg, html, pdf] = res.body.list as [Attachment, Attachment, Attachment, Attachment];
    expect(res.body.list.map((a) => a.title)).toEqual(['photo.PNG', 'evil.svg', 'page.html', 'résumé "final".pdf']);
    for (const a of res.body.list) {
      expect(a.path).toMatch(STORED);
      expect(a.url).toMatch(new RegExp(`^/api/v1/storage/${projectId}/files/${a.path.replace('.', '\\.')}\\?token=\\d+\\.[\\w-]+$`));
    }
    expect([png.path.split('.')[1], svg.path.split('.')[1], html.path.split('.')[1]]).toEqual(['png', 'svg', 'html']);
    expect(png).toMatchObject({ mimetype: 'image/png', size: PNG.length });
    // Only generated names on disk, all inside the project's folder.
    expect(readdirSync(uploadsOf(projectId)).sort()).toEqual(res.body.list.map((a) => a.path).sort());

    const image = await get(`/api/v1/storage/${projectId}/files/${png.path}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe('inline; filename="photo.PNG"');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");

    for (const risky of [svg, html]) {
      const r = await get(`/api/v1/storage/${projectId}/files/${risky.path}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/octet-stream');
      expect(r.headers.get('content-disposition')).toBe(`attachment; filename="${risky.title}"`);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    }
    const doc = await get(`/api/v1/storage/${projectId}/files/${pdf.path}`);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(doc.headers.get('content-disposition')).toBe(
      `attachment; filename="r_sum_ \\"final\\".pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });

  it('reads with xc-auth and airTable, or with the signed token of that one file', async () => {
    const [a, b] = (
      await upload([
        { name: 'a.png', data: PNG },
        { name: 'b.png', data: PNG },
      ])
    ).body.list as [Attachment, Attachment];
    const viewer = await member('viewer@example.com', 'viewer');
    const commenter = await member('commenter@example.com', 'commenter');
    const guest = await member('guest@example.com', 'guest');
    const stranger = await member('stranger@example.com');
    const plain = `/api/v1/storage/${projectId}/files/${a.path}`;

    expect((await get(plain, viewer)).status).toBe(200);
    expect((await get(plain, guest)).status).toBe(403);
    expect((await get(plain, stranger)).status).toBe(403);
    expect((await get(plain, null)).status).toBe(401);

    // The URL the upload answered works without headers (an <img src>), for that file only.
    expect((await get(a.url, null)).status).toBe(200);
    const token = new URL(a.url, h.url).searchParams.get('token')!;
    expect(await (await get(`/api/v1/storage/${projectId}/files/${b.path}?token=${token}`, null)).json()).toEqual({
      msg: 'Invalid or expired file token',
    });
    expect((await get(`${plain}?token=${token.slice(0, -2)}AA`, null)).status).toBe(401);
    expect((await get(`${plain}?token=${token}&token=${token}`, null)).status).toBe(401);
    const secret = (await h.host.meta.knex('storage_local_secrets').where({ id: 1 }).first()).secret as string;
    const expiredAt = Math.floor(Date.now() / 1000) - 1;
    const expired = `${expiredAt}.${createHmac('sha256', secret).update(`${projectId}/${a.path}/${expiredAt}`).digest('base64url')}`;
    expect((await get(`${plain}?token=${expired}`, null)).status).toBe(401);
    const later = expiredAt + 120;
    const forged = `${later}.${createHmac('sha256', secret).update(`${projectId}/${a.path}/${later}`).digest('base64url')}`;
    expect((await get(`${plain}?token=${forged}`, null)).status).toBe(200);

    const signed = await h.request(`/api/v1/storage/${projectId}/sign`, { body: { paths: [b.path] }, headers: auth(viewer) });
    expect(signed.status).toBe(200);
    expect((await get(signed.body.list[0].url, null)).status).toBe(200);
    expect((await h.request(`/api/v1/storage/${projectId}/sign`, { body: { paths: ['../x'] }, headers: auth(viewer) })).status).toBe(400);

    // Uploading needs tableAttachment: editors and owners, never viewers, commenters or guests.
    for (const who of [viewer, commenter, guest, stranger]) expect((await upload([{ name: 'x.png', data: PNG }], who)).status).toBe(403);
    expect((await upload([{ name: 'x.png', data: PNG }], null)).status).toBe(401);
    const editor = await member('editor@example.com', 'editor');
    expect((await upload([{ name: 'x.png', data: PNG }], editor)).status).toBe(201);
  });

  it('answers 400 or 404 to hostile file names and never leaves the folder', async () => {
    const [a] = (await upload([{ name: 'keep.txt', data: 'kept' }])).body.list as [Attachment];
    const hostile = [
      '..',
      '..%2F..%2Fmeta.db',
      '%2e%2e%2f%2e%2e%2fmeta.db',
      '..%5C..%5Cmeta.db',
      `${a.path}%00.png`,
      '%00',
      'meta.db',
      `..%2F${projectId}%2F${a.path}`,
      `${a.path.slice(0, 10)}%2F..%2F${a.path}`,
      'aaaaaaaaaaaaaaaaaaaaaa.png',
      'AAAAAAAAAAAAAAAAAAAAAA',
      encodeURIComponent('/etc/passwd'),
      encodeURIComponent('C:\\Windows\\win.ini'),
      `${'a'.repeat(22)}.PNG`,
      `${'a'.repeat(22)}.p-g`,
    ];
    for (const name of hostile) {
      const res = await get(`/api/v1/storage/${projectId}/files/${name}`);
      expect([400, 404], name).toContain(res.status);
      expect(await res.json()).toEqual({ msg: expect.any(String) });
      const signed = await get(`/api/v1/storage/${projectId}/files/${name}?token=1.x`, null);
      expect([400, 401, 404], name).toContain(signed.status);
    }
    for (const pid of ['..', '..%2F..', '%2e%2e']) {
      expect([400, 403, 404]).toContain((await get(`/api/v1/storage/${pid}/files/${a.path}`)).status);
      expect([400, 403, 404]).toContain((await upload([{ name: 'x.png', data: PNG }], admin, pid)).status);
    }
    await expect(probe!.read('..', a.path)).rejects.toMatchObject({ status: 400 });
    await expect(probe!.read(projectId, `../${projectId}/${a.path}`)).rejects.toMatchObject({ status: 400 });
    writeFileSync(join(h.dataDir, 'canary.txt'), 'still here');
    await expect(probe!.remove(projectId, '../../canary.txt')).rejects.toMatchObject({ status: 400 });
    expect((await get(`/api/v1/storage/${projectId}/files/..%2F..%2Fcanary.txt`)).status).toBe(400);
    expect(existsSync(join(h.dataDir, 'canary.txt'))).toBe(true);
    expect(await (await get(`/api/v1/storage/${projectId}/files/${a.path}`)).text()).toBe('kept');
  });

  it('refuses files over the size limit and malformed uploads, keeping nothing of them', async () => {
    const before = readdirSync(uploadsOf(projectId)).length;
    const rowsBefore = Number((await h.host.meta.knex('storage_local_files').count({ n: '*' }).first())?.n);
    expect(
      (await h.request('/api/v1/plugins/storage-local/settings', { method: 'PUT', body: { maxFileMb: 1 }, headers: auth(admin) })).status,
    ).toBe(200);
    const tooBig = await upload([
      { name: 'ok.png', data: PNG },
      { name: 'big.bin', data: Buffer.alloc(1024 * 1024 + 1) },
    ]);
    expect(tooBig).toEqual({ status: 413, body: { msg: 'File too large: at most 1 MB per file' } });
    expect(readdirSync(uploadsOf(projectId)).length).toBe(before);
    expect(Number((await h.host.meta.knex('storage_local_files').count({ n: '*' }).first())?.n)).toBe(rowsBefore);
    const exact = await upload([{ name: 'exact.bin', data: Buffer.alloc(1024 * 1024) }]);
    expect(exact.status).toBe(201);
    expect(exact.body.list[0]!.size).toBe(1024 * 1024);
    expect(
      (await h.request('/api/v1/plugins/storage-local/settings', { method: 'PUT', body: { maxFileMb: 20 }, headers: auth(admin) })).status,
    ).toBe(200);

    expect(await upload([{ name: 'x.png', data: PNG, field: 'file' }])).toMatchObject({ status: 400, body: { msg: expect.any(String) } });
    expect(await upload(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, data: PNG })))).toMatchObject({
      status: 400,
      body: { msg: expect.any(String) },
    });
    expect(await upload([])).toMatchObject({
      status: 400,
      body: { msg: "No file uploaded: send multipart/form-data with the field 'files'" },
    });
    expect(await h.request(`/api/v1/storage/${projectId}/upload`, { body: { files: 'x' }, headers: auth(admin) })).toMatchObject({
      status: 400,
    });
    expect((await upload([{ name: 'x.png', data: PNG }], admin, 'nosuchproject')).status).toBe(404);
    expect(readdirSync(uploadsOf(projectId)).length).toBe(before + 1);
  });

  it("offers the StorageToken service and drops a deleted project's files", async () => {
    const doomed = await signedUpProject(h, { title: 'Doomed', token: admin });
    const other = doomed.projectId;
    const stored = await probe!.put(other, { name: 'notes.txt', mimetype: 'text/plain', buffer: Buffer.from('hello') });
    expect(stored).toMatchObject({ title: 'notes.txt', mimetype: 'text/plain', size: 5 });
    const file = await probe!.read(other, stored.path);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    expect(statSync(join(uploadsOf(other), stored.path)).size).toBe(5);
    const second = await probe!.put(other, { name: 'x', mimetype: 'bogus type', buffer: Buffer.from('x') });
    expect(second).toMatchObject({ title: 'x', mimetype: 'application/octet-stream' });
    expect(await probe!.remove(other, second.path)).toBe(true);
    expect(await probe!.remove(other, second.path)).toBe(false);
    await expect(probe!.read(other, second.path)).rejects.toMatchObject({ status: 404 });

    expect((await doomed.rpcAnswer('projectDelete', {})).status).toBe(200);
    expect(existsSync(uploadsOf(other))).toBe(false);
    expect(await h.host.meta.knex('storage_local_files').where({ project_id: other }).first()).toBeUndefined();
    expect(existsSync(uploadsOf(projectId))).toBe(true);
  });
});
