/**
 * Export with rows (CSV in the zip), the JSON document alone, the schema change log, and import
 * into an existing project (only what it lacks; a failure puts it back), over HTTP on real SQLite.
 */
import { bootTestHost, projectTargets, signedUpProject } from '@plinth/sdk/testing';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { readArchive } from '../server/archive.js';

const PLUGINS = [
  'mailer',
  'auth',
  'dialect-sqlite',
  'dialect-pg',
  'projects',
  'data',
  'acl',
  'rest-api',
  'views',
  'grid-view',
  'project-meta',
];

function zipOf(entries: [string, string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of entries) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('project metadata with rows, as JSON, and into an existing project', () => {
  let host: TestHost;
  let session: TestProjectSession;
  const auth = () => ({ 'xc-auth': session.token });
  const post = (path: string, body: Buffer | string, token: string | null = session.token, type = 'application/zip') =>
    fetch(`${host.url}${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { 'content-type': type, ...(token ? { 'xc-auth': token } : {}) },
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));
  const exported = async (query = '') => {
    const res = await fetch(`${host.url}/api/v1/project-meta/${session.projectId}/export${query}`, { headers: auth() });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };
  const rowsOf = async (projectId: string, tn: string, query = '') =>
    (await host.request(`/nc/${projectId}/api/v1/${tn}${query}`, { headers: auth() })).body.list as Record<string, unknown>[];
  const tablesOf = async (projectId: string) =>
    (
      (await host.request('/dashboard?q=sqlOp_xcTableAndViewList', { body: { project_id: projectId, args: {} }, headers: auth() })).body
        .list as { tn: string }[]
    )
      .map((t) => t.tn)
      .sort();

  beforeAll(async () => {
    host = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(host, { title: 'Library' });
    await session.createTables({
      authors: { id: 'ID', name: { uidt: 'SingleLineText', rqd: true }, bio: 'LongText', active: 'Checkbox' },
      books: { id: 'ID', title: 'SingleLineText', pages: 'Number' },
      genres: { id: 'ID', label: 'SingleLineText' },
    });
    await session.rpc('relationCreate', { parentTable: 'authors', childTable: 'books', childColumn: 'author_id' });
    await session.rpc('xcM2MRelationCreate', { tn: 'books', rtn: 'genres' });
    for (const row of [
      { name: 'Ursula, "the" Le Guin', bio: 'Line one\nline two', active: true },
      { name: 'Anon', bio: '', active: false },
      { name: 'Nobody', bio: null, active: false },
    ])
      expect((await session.api('/authors', { body: row })).status).toBe(201);
    expect((await session.api('/books', { body: { title: 'Earthsea', pages: 183, author_id: 1 } })).status).toBe(201);
    expect((await session.api('/genres', { body: { label: 'Fantasy' } })).status).toBe(201);
    expect((await session.api('/books/1/mm/genres/1', { method: 'POST' })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await host?.close();
  });

  it('exports rows as CSV when asked, and imports them with the schema', async () => {
    expect((await readArchive(await exported())).has('rows/authors.csv')).toBe(false);
    const zip = await exported('?rows=1');
    const files = await readArchive(zip);
    const document = JSON.parse(files.get('plinth-project.json')!.toString('utf8'));
    expect(document.version).toBe(2);
    expect(document.rows).toHaveLength(4);
    expect(document.rows).toEqual(
      expect.arrayContaining(['authors', 'books', 'genres', expect.stringMatching(/books.*genres|genres.*books/)]),
    );
    expect(files.get('rows/authors.csv')!.toString('utf8')).toContain('"Ursula, ""the"" Le Guin"');

    const imported = await post('/api/v1/project-meta-import', zip);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const id = imported.body.id as string;
    const authors = await rowsOf(id, 'authors', '?sort=id');
    expect(authors.map((a) => [a.name, a.bio, Boolean(a.active)])).toEqual([
      ['Ursula, "the" Le Guin', 'Line one\nline two', true],
      ['Anon', '', false],
      ['Nobody', null, false],
    ]);
    const [book] = await rowsOf(id, 'books', '?mm=genres');
    expect(book).toMatchObject({ title: 'Earthsea', pages: 183, author_id: 1 });
    expect(JSON.stringify(book)).toContain('Fantasy');
  });

  it('keeps the schema change log in the document', async () => {
    const res = await fetch(`${host.url}/api/v1/project-meta/${session.projectId}/export?format=json`, { headers: auth() });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Library-meta.json"');
    const document = (await res.json()) as { schemaLog: { ops: { op: string }[] }[] };
    const ops = document.schemaLog.flatMap((e) => e.ops.map((o) => o.op));
    expect(ops).toEqual(expect.arrayContaining(['createTable', 'addColumn', 'addForeignKey', 'createJunctionTable']));
  });

  it('imports the JSON document alone as a new project', async () => {
    const res = await fetch(`${host.url}/api/v1/project-meta/${session.projectId}/export?format=json`, { headers: auth() });
    const text = await res.text();
    const preview = await post('/api/v1/project-meta-import?preview=1', text, session.token, 'application/json');
    expect(preview.body).toMatchObject({ into: 'new', tables: ['authors', 'books', 'genres'], relations: 1, manyToMany: 1 });
    const imported = await post('/api/v1/project-meta-import', Buffer.from(text), session.token, 'application/octet-stream');
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(await tablesOf(imported.body.id)).toEqual(await tablesOf(session.projectId));
    expect(await rowsOf(imported.body.id, 'authors')).toEqual([]);
  });

  it('imports into an existing project only what it lacks, after a preview', async () => {
    const other = await signedUpProject(host, { title: 'Shelf', token: session.token });
    await other.createTables({ authors: { id: 'ID', name: 'LongText' } });
    expect((await other.api('/authors', { body: { name: 'Kept' } })).status).toBe(201);
    const zip = await exported('?rows=1');
    const path = `/api/v1/project-meta/${other.projectId}/import`;
    const preview = await post(`${path}?preview=1`, zip);
    expect(preview.body).toMatchObject({
      into: 'existing',
      tables: ['books', 'genres'],
      existingTables: ['authors'],
      addColumns: [
        { tn: 'authors', cn: 'bio' },
        { tn: 'authors', cn: 'active' },
      ],
      differingColumns: [{ tn: 'authors', cn: 'name', uidt: 'LongText', documentUidt: 'SingleLineText' }],
      relations: 1,
      manyToMany: 1,
    });
    expect(preview.body.rows).not.toContain('authors');
    expect(await tablesOf(other.projectId)).toEqual(['authors']);

    const done = await post(path, zip);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await tablesOf(other.projectId)).toEqual(await tablesOf(session.projectId));
    // Its own rows stay; the new tables get the archive's rows.
    expect((await rowsOf(other.projectId, 'authors')).map((a) => a.name)).toEqual(['Kept']);
    expect((await rowsOf(other.projectId, 'books')).map((b) => b.title)).toEqual(['Earthsea']);
    // A second import finds nothing left to add.
    expect((await post(`${path}?preview=1`, zip)).body).toMatchObject({ tables: [], addColumns: [], relations: 0, manyToMany: 0 });
  });

  it('imports into a PostgreSQL project with its own column types and the rows', async () => {
    const pg = await projectTargets('plinth_meta_pg')[1]!.open();
    try {
      const other = await signedUpProject(host, { title: 'On PG', token: session.token, db: pg.input });
      const done = await post(`/api/v1/project-meta/${other.projectId}/import`, await exported('?rows=1'));
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(await tablesOf(other.projectId)).toEqual(await tablesOf(session.projectId));
      const authors = await rowsOf(other.projectId, 'authors', '?sort=id');
      expect(authors.map((a) => [a.name, a.bio, Boolean(a.active)])).toEqual([
        ['Ursula, "the" Le Guin', 'Line one\nline two', true],
        ['Anon', '', false],
        ['Nobody', null, false],
      ]);
      expect((await rowsOf(other.projectId, 'books', '?mm=genres'))[0]).toMatchObject({ title: 'Earthsea', pages: 183 });
      await other.rpc('projectDelete', {});
    } finally {
      await pg.drop();
    }
  }, 60_000);

  it('puts an existing project back when the import fails half way', async () => {
    const other = await signedUpProject(host, { title: 'Broken', token: session.token });
    await other.createTables({ authors: { id: 'ID', name: 'SingleLineText' } });
    expect((await other.api('/authors', { body: { name: 'Author of book 1' } })).status).toBe(201);
    const files = await readArchive(await exported('?rows=1'));
    // Two genres with one key: the database refuses the rows after the tables were made.
    const entries: [string, string][] = [...files].map(([name, data]) => [name, data.toString('utf8')]);
    const broken = entries.map(([name, text]): [string, string] => [name, name === 'rows/genres.csv' ? `${text}1,Again\n` : text]);
    const r = await post(`/api/v1/project-meta/${other.projectId}/import`, await zipOf(broken));
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.msg).toMatch(/^Could not import the rows of 'genres'.*unique/);
    expect(await tablesOf(other.projectId)).toEqual(['authors']);
    const meta = await other.rpc('tableXcModelGet', { tn: 'authors' });
    expect((JSON.parse(meta.meta) as { columns: { cn: string }[] }).columns.map((c) => c.cn)).toEqual(['id', 'name']);
  });

  it('refuses rows files that do not fit the document, and non-admins', async () => {
    const files = await readArchive(await exported('?rows=1'));
    const document = JSON.parse(files.get('plinth-project.json')!.toString('utf8'));
    const refused = async (entries: [string, string][], msg: RegExp) => {
      const r = await post('/api/v1/project-meta-import', await zipOf(entries));
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(String(r.body.msg)).toMatch(msg);
    };
    const withRows = (rows: string[]) => JSON.stringify({ ...document, rows });
    await refused([['plinth-project.json', withRows(['ghost'])]], /rows\/ghost\.csv names a table the archive does not make/);
    await refused([['plinth-project.json', withRows(['genres'])]], /no rows\/genres\.csv/);
    await refused(
      [
        ['plinth-project.json', withRows(['genres'])],
        ['rows/genres.csv', 'id,secret\n1,x\n'],
      ],
      /unknown column 'secret'/,
    );
    await refused(
      [
        ['plinth-project.json', withRows(['genres'])],
        ['rows/genres.csv', 'id,label\n1,"unclosed\n'],
      ],
      /rows\/genres\.csv: /,
    );
    await expect(post('/api/v1/project-meta-import', 'plain text', session.token, 'text/plain')).resolves.toMatchObject({
      status: 400,
      body: { msg: 'Invalid archive: not a zip file or a JSON document' },
    });
    const editor = await session.member('editor@example.com', 'editor');
    const zip = await exported();
    expect((await post(`/api/v1/project-meta/${session.projectId}/import?preview=1`, zip, editor)).status).toBe(403);
    expect(
      (await fetch(`${host.url}/api/v1/project-meta/${session.projectId}/export?rows=1`, { headers: { 'xc-auth': editor } })).status,
    ).toBe(403);
  });
});
