/**
 * Project metadata export and import over HTTP (real SQLite, two hosts): the zip of one project
 * imported into a fresh host reproduces its tables, columns, relations, many-to-many junctions,
 * virtual columns, disabled tables, views and table access rules; hostile or broken archives are
 * refused with nothing created; only admins export, nobody signed out imports.
 */
import type { TableMeta } from '@plinth/sdk';
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'acl', 'rest-api', 'views', 'grid-view', 'project-meta'];

/** A zip of `entries` (name -> text), with yazl's options per entry. */
function zipOf(entries: [string, string, Partial<yazl.Options>?][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text, options] of entries) zip.addBuffer(Buffer.from(text), name, options);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** What must survive the trip, table by table, without ids. */
function shape(metas: TableMeta[]) {
  return metas
    .map((m) => ({
      tn: m.tn,
      _tn: m._tn,
      enabled: m.enabled !== false,
      columns: m.columns.map(({ cn, _cn, uidt, pk, ai, rqd, dtxp, cdf }) => ({ cn, _cn, uidt, pk, ai, rqd, dtxp, cdf })),
      belongsTo: m.belongsTo ?? [],
      hasMany: m.hasMany ?? [],
      manyToMany: m.manyToMany ?? [],
      v: m.v ?? [],
    }))
    .sort((a, b) => a.tn.localeCompare(b.tn));
}

describe('project metadata export and import', () => {
  let source: TestHost;
  let target: TestHost;
  let session: TestProjectSession;
  let targetSession: TestProjectSession;
  let zip: Buffer;
  const importZip = (h: TestHost, body: Buffer, token: string | null, preview = false) =>
    fetch(`${h.url}/api/v1/project-meta-import${preview ? '?preview=1' : ''}`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': 'application/zip', ...(token ? { 'xc-auth': token } : {}) },
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
  const projectCount = async () => (await targetSession.rpcAnswer('PROJECT_READ_BY_WEB', {})).body.length as number;

  beforeAll(async () => {
    source = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(source, { title: 'Shop' });
    await session.createTables({
      customers: {
        id: 'ID',
        name: { uidt: 'SingleLineText', rqd: true, dtxp: '80' },
        tier: { uidt: 'SingleSelect', dtxp: "'gold','silver'" },
      },
      orders: { id: 'ID', total: 'Decimal', placed: 'Date' },
      tags: { id: 'ID', label: 'SingleLineText' },
      archive: { id: 'ID', note: 'LongText' },
    });
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
    await session.rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' });
    await session.rpc('virtualColumnCreate', { tn: 'customers', column: { _cn: 'orderCount', count: { ctn: 'orders', type: 'hm' } } });
    await session.rpc('virtualColumnCreate', { tn: 'orders', column: { _cn: 'double', formula: { value: '{total} * 2' } } });
    await session.rpc('xcModelSetEnabled', { tn: 'archive', enabled: false });
    const auth = { 'xc-auth': session.token };
    const view = await source.request(`/api/v1/views/${session.projectId}/customers`, {
      body: { title: 'Gold', type: 'grid' },
      headers: auth,
    });
    expect(view.status, JSON.stringify(view.body)).toBe(201);
    const settings = { filters: [{ field: 'tier', op: 'eq', value: 'gold' }], sorts: [{ field: 'name', dir: 'desc' }] };
    expect(
      (
        await source.request(`/api/v1/views/${session.projectId}/customers/${view.body.id}/settings`, {
          method: 'PUT',
          body: settings,
          headers: auth,
        })
      ).status,
    ).toBe(200);
    const rules = { roles: { viewer: { read: true, create: false, update: false, delete: false } } };
    expect((await source.request(`/api/v1/acl/${session.projectId}/orders`, { method: 'PUT', body: rules, headers: auth })).status).toBe(
      200,
    );
    expect(
      (await source.request(`/api/v1/acl/${session.projectId}/hidden/tags`, { method: 'PUT', body: { roles: ['guest'] }, headers: auth }))
        .status,
    ).toBe(200);
    expect((await session.api('/customers', { body: { name: 'Ada', tier: 'gold' } })).status).toBe(201);

    target = await bootTestHost({ plugins: PLUGINS });
    targetSession = await signedUpProject(target, { title: 'Empty' });
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('exports a zip of the metadata for admins only, without rows or secrets', async () => {
    const res = await fetch(`${source.url}/api/v1/project-meta/${session.projectId}/export`, { headers: { 'xc-auth': session.token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Shop-meta.zip"');
    zip = Buffer.from(await res.arrayBuffer());
    const text = zip.toString('latin1');
    expect(text).toContain('plinth-project.json');
    const viewer = await session.member('viewer@example.com', 'viewer');
    expect((await fetch(`${source.url}/api/v1/project-meta/${session.projectId}/export`, { headers: { 'xc-auth': viewer } })).status).toBe(
      403,
    );
  });

  it('previews, then imports it into a fresh host exactly', async () => {
    const before = await projectCount();
    const preview = await importZip(target, zip, targetSession.token, true);
    expect(preview).toMatchObject({
      status: 200,
      body: {
        title: 'Shop',
        tables: ['archive', 'customers', 'orders', 'tags'],
        relations: 1,
        manyToMany: 1,
        virtualColumns: 2,
        disabledTables: ['archive'],
      },
    });
    expect(preview.body.sections).toEqual(['acl', 'views']);
    expect(await projectCount()).toBe(before);

    const imported = await importZip(target, zip, targetSession.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const newId = imported.body.id as string;
    const metas = async (h: TestHost, token: string, projectId: string) => {
      const list = await h.request('/dashboard?q=sqlOp_xcTableAndViewList', {
        body: { project_id: projectId, args: { includeM2M: true } },
        headers: { 'xc-auth': token },
      });
      return Promise.all(
        (list.body.list as { tn: string }[]).map(async ({ tn }) => {
          const r = await h.request('/dashboard?q=sqlOp_tableXcModelGet', {
            body: { project_id: projectId, args: { tn } },
            headers: { 'xc-auth': token },
          });
          return JSON.parse(r.body.meta) as TableMeta;
        }),
      );
    };
    expect(shape(await metas(target, targetSession.token, newId))).toEqual(shape(await metas(source, session.token, session.projectId)));

    const auth = { 'xc-auth': targetSession.token };
    const views = (await target.request(`/api/v1/views/${newId}/customers`, { headers: auth })).body.list as {
      title: string;
      settings: Record<string, unknown>;
    }[];
    const gold = views.find((v) => v.title === 'Gold');
    expect(gold?.settings).toMatchObject({
      filters: [{ field: 'tier', op: 'eq', value: 'gold' }],
      sorts: [{ field: 'name', dir: 'desc' }],
    });
    expect((await target.request(`/api/v1/acl/${newId}`, { headers: auth })).body.list).toEqual([
      { tn: 'orders', roles: { viewer: { read: true, create: false, update: false, delete: false } } },
    ]);
    expect((await target.request(`/api/v1/acl/${newId}/hidden`, { headers: auth })).body.list).toEqual([{ tn: 'tags', roles: ['guest'] }]);
    // Metadata only: no rows came along.
    expect((await target.request(`/nc/${newId}/api/v1/customers`, { headers: auth })).body.list).toEqual([]);
  });

  it('refuses hostile and broken archives, creating nothing', async () => {
    const before = await projectCount();
    const doc = JSON.parse((await readDocumentText(zip)) ?? '{}');
    const refused = async (body: Buffer, msg: RegExp) => {
      const r = await importZip(target, body, targetSession.token);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(String(r.body.msg)).toMatch(msg);
    };
    await refused(Buffer.from('not a zip at all'), /^Invalid archive: not a zip file/);
    // Same length as '../evil.txt', renamed in the bytes after yazl wrote a safe name.
    const traversal = await zipOf([['aa/evil.txt', 'x']]);
    await refused(
      Buffer.from(traversal.toString('latin1').replaceAll('aa/evil.txt', '../evil.txt'), 'latin1'),
      /^Invalid archive: .*relative path/,
    );
    await refused(await zipOf([['plinth-project.json', '/etc/passwd', { mode: 0o120777 }]]), /symbolic link/);
    await refused(await zipOf(Array.from({ length: 10_001 }, (_, i): [string, string] => [`f${i}.txt`, ''])), /more than 10000 entries/);
    await refused(await zipOf([['other.json', '{}']]), /no plinth-project\.json/);
    await refused(await zipOf([['plinth-project.json', '{not json']]), /is not JSON/);
    await refused(await zipOf([['plinth-project.json', JSON.stringify({ ...doc, version: 99 })]]), /newer Plinth/);
    await refused(
      await zipOf([['plinth-project.json', JSON.stringify({ ...doc, format: 'something' })]]),
      /Not a plinth-project-meta document/,
    );
    const badSection = { ...doc, sections: { ...doc.sections, acl: { rules: [{ tn: 'ghost', roles: {} }], hidden: [] } } };
    await refused(await zipOf([['plinth-project.json', JSON.stringify(badSection)]]), /ghost/);
    // A schema the database refuses after the project was made: the project goes again.
    const clash = { ...doc, tables: [...doc.tables, doc.tables[0]] };
    const r = await importZip(target, await zipOf([['plinth-project.json', JSON.stringify(clash)]]), targetSession.token);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(await projectCount()).toBe(before);
    expect((await importZip(target, zip, null)).status).toBe(401);
  });
});

/** The document's text inside a zip made by the export. */
async function readDocumentText(zip: Buffer): Promise<string | undefined> {
  const { readArchive } = await import('../server/archive.js');
  return (await readArchive(zip)).get('plinth-project.json')?.toString('utf8');
}
