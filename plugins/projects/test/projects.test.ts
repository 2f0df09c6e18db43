import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineManifest, definePlugin, type TableMeta } from '@plinth/sdk';
import { ProjectHooks, ProjectsToken } from '@plinth/sdk/server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, inviteAccount, projectTargets, signedUpProject, signUpSuperAdmin, columnsOf } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects'];

describe.each(projectTargets('plinth_proj'))('projects on $name', (target) => {
  let h: TestHost;
  let token: string;
  let external: ProjectDatabase | undefined;
  let projectId: string;
  const rpc = (op: string, body: Record<string, unknown> = {}, auth = token) =>
    h.request(`/dashboard?q=sqlOp_${op}`, {
      body: { api: 'xcAuth', env: '_noco', dbAlias: 'db', project_id: projectId, ...body },
      headers: { 'xc-auth': auth },
    });
  const meta = async (tn: string): Promise<TableMeta> => {
    const r = await rpc('tableXcModelGet', { args: { tn } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(typeof r.body.meta).toBe('string');
    return JSON.parse(r.body.meta) as TableMeta;
  };

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    token = await signUpSuperAdmin(h);
    external = target.sqlite ? undefined : await target.open();
  });
  afterAll(async () => {
    await h?.close();
    await external?.drop();
  });

  it('creates a project, validating its name', async () => {
    expect(await rpc('projectCreate', { args: { title: ' ' } })).toMatchObject({ status: 400, body: { msg: 'Project name required' } });
    const created = await rpc('projectCreate', {
      args: { title: 'Library', projectType: 'rest', ...(external && { db: external.input }) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ title: 'Library', projectType: 'rest', status: 'started' });
    projectId = created.body.id;
    const db = created.body.envs._noco.db[0];
    expect(db.embedded).toBe(!external);
    if (external) expect(db.connection.password === undefined || db.connection.password === '********').toBe(true);
    expect((await rpc('tableList')).body).toEqual({ list: [] });
  });

  it('creates tables, relations and a many-to-many, all visible in meta', async () => {
    const authors = await rpc('tableCreate', {
      args: {
        tn: 'authors',
        columns: columnsOf({ id: 'ID', name: { uidt: 'SingleLineText', rqd: true } }),
      },
    });
    expect(authors.status, JSON.stringify(authors.body)).toBe(200);
    expect(authors.body.columns.map((c: { cn: string; uidt: string }) => [c.cn, c.uidt])).toEqual([
      ['id', 'ID'],
      ['name', 'SingleLineText'],
    ]);
    expect(
      await rpc('tableCreate', {
        args: {
          tn: 'dupes',
          columns: columnsOf({ a: 'Number', A: 'Number' }),
        },
      }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'Duplicate column not allowed' },
    });
    expect(await rpc('tableCreate', { args: { tn: 'x', columns: [{ cn: 'a' }] } })).toMatchObject({
      status: 400,
      body: { msg: 'Column data type required' },
    });
    for (const tn of ['books', 'tags']) {
      const r = await rpc('tableCreate', {
        args: {
          tn,
          columns: columnsOf({ id: 'ID', title: 'SingleLineText' }),
        },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const hm = await rpc('relationCreate', { args: { parentTable: 'authors', childTable: 'books', childColumn: 'author_id', type: 'hm' } });
    expect(hm.status, JSON.stringify(hm.body)).toBe(200);
    expect(hm.body.hasMany).toEqual([expect.objectContaining({ tn: 'authors', cn: 'id', rtn: 'books', rcn: 'author_id' })]);
    expect((await meta('books')).belongsTo).toEqual([expect.objectContaining({ tn: 'books', cn: 'author_id', rtn: 'authors', rcn: 'id' })]);

    const mm = await rpc('xcM2MRelationCreate', { args: { tn: 'books', rtn: 'tags' } });
    expect(mm.status, JSON.stringify(mm.body)).toBe(200);
    expect(mm.body.manyToMany).toEqual([
      expect.objectContaining({ tn: 'books', rtn: 'tags', vtn: 'books_tags', vcn: 'books_id', vrcn: 'tags_id' }),
    ]);
    expect((await meta('tags')).manyToMany).toEqual([expect.objectContaining({ tn: 'tags', rtn: 'books', vtn: 'books_tags' })]);

    const names = (r: { body: { list: { tn: string }[] } }) => r.body.list.map((t) => t.tn).sort();
    expect(names(await rpc('xcTableAndViewList'))).toEqual(['authors', 'books', 'tags']);
    expect(names(await rpc('xcTableAndViewList', { args: { includeM2M: true } }))).toEqual(['authors', 'books', 'books_tags', 'tags']);
  });

  it('edits columns and renames and deletes tables', async () => {
    const updated = await rpc('tableUpdate', {
      args: {
        tn: 'tags',
        add: [
          { cn: 'colour', uidt: 'SingleLineText' },
          { cn: 'weight', uidt: 'Number' },
        ],
        rename: [],
        drop: [],
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const renamed = await rpc('tableUpdate', { args: { tn: 'tags', rename: [{ from: 'colour', to: 'color' }], drop: ['weight'] } });
    expect(renamed.body.columns.map((c: { cn: string }) => c.cn)).toEqual(['id', 'title', 'color']);
    expect(await rpc('tableUpdate', { args: { tn: 'tags', drop: ['nope'] } })).toMatchObject({
      status: 400,
      body: { msg: "Column 'nope' not found in 'tags'" },
    });

    const moved = await rpc('tableCreate', { args: { tn: 'scratch', columns: [{ cn: 'id', uidt: 'ID' }] } });
    expect(moved.status).toBe(200);
    expect((await meta('scratch')).tn).toBe('scratch');
    expect((await rpc('tableRename', { args: { tn: 'scratch', tn_new: 'scratch2' } })).body.tn).toBe('scratch2');
    // The meta read just before the rename is not served from a cache afterwards.
    expect((await rpc('tableXcModelGet', { args: { tn: 'scratch' } })).status).toBe(404);
    expect((await rpc('tableDelete', { args: { tn: 'scratch2' } })).body).toEqual({ msg: "Table 'scratch2' deleted" });
    expect(await rpc('tableXcModelGet', { args: { tn: 'scratch2' } })).toMatchObject({
      status: 404,
      body: { msg: "Table 'scratch2' not found" },
    });
  });

  it('keeps virtual relations in meta only, across a schema re-read', async () => {
    const r = await rpc('xcVirtualRelationCreate', { args: { parentTable: 'authors', childTable: 'tags', childColumn: 'title' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.hasMany).toContainEqual(expect.objectContaining({ rtn: 'tags', rcn: 'title', virtual: true }));
    expect(
      (await rpc('xcVirtualRelationCreate', { args: { parentTable: 'authors', childTable: 'tags', childColumn: 'title' } })).body,
    ).toEqual({ msg: 'Duplicate relation is not allowed' });
    await rpc('tableUpdate', { args: { tn: 'authors', add: [{ cn: 'bio', uidt: 'LongText' }] } });
    expect((await meta('tags')).belongsTo).toContainEqual(expect.objectContaining({ rtn: 'authors', cn: 'title', virtual: true }));
    expect((await rpc('xcVirtualRelationDelete', { args: { childTable: 'tags', childColumn: 'title' } })).status).toBe(200);
    expect((await meta('authors')).hasMany!.filter((x) => x.virtual)).toEqual([]);
  });

  // Meaningful on MariaDB (root has an empty password there: '********' itself would be refused);
  // PostgreSQL on loopback trusts any password.
  it('keeps stored secrets when an edited connection sends them back redacted', async () => {
    if (!external) return;
    const input = external.input as { client: string; connection: Record<string, unknown> };
    const redacted = { ...input.connection, password: '********' };
    const tested = await rpc('projectTestConnection', { args: { client: input.client, connection: redacted } });
    expect(tested.body).toMatchObject({ message: 'Connection was successful' });
    const updated = await rpc('projectUpdate', { args: { db: { ...input, connection: redacted } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await rpc('tableList')).body.list.length).toBeGreaterThan(0);
  });

  it('seals connection secrets in the meta store and still connects', async () => {
    if (!external) return;
    const input = external.input as { client: string; connection: Record<string, unknown> };
    const secret = input.client === 'pg' ? 'loopback-trusts-any-password' : '';
    if (input.client === 'pg') {
      const updated = await rpc('projectUpdate', { args: { db: { ...input, connection: { ...input.connection, password: secret } } } });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    }
    const row = (await h.host.meta.knex('projects_projects').where({ id: projectId }).first()) as { config: string };
    const stored = JSON.parse(row.config)._noco.db[0].connection.password as string | undefined;
    if (secret) {
      expect(stored).toMatch(/^enc:v1:/);
      expect(row.config).not.toContain(secret);
    }
    expect((await rpc('tableList')).status).toBe(200);
  });

  it('stops, starts, lists by member, and deletes', async () => {
    // Warm caches (record and meta) must not outlive a stop.
    expect((await rpc('tableXcModelGet', { args: { tn: (await rpc('tableList')).body.list[0].tn } })).status).toBe(200);
    expect((await rpc('projectStop')).body.status).toBe('stopped');
    expect(await rpc('tableList')).toMatchObject({ status: 503, body: { msg: "Project 'Library' is stopped: start it first" } });
    expect(await rpc('tableXcModelGet', { args: { tn: 'anything' } })).toMatchObject({ status: 503 });
    expect((await rpc('projectStart')).body.status).toBe('started');
    expect((await rpc('tableList')).body.list.length).toBeGreaterThan(0);

    const list = await rpc('PROJECT_READ_BY_WEB', { args: {} });
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([projectId]);
    expect((await rpc('projectReadByFolder', { args: {} })).body.map((p: { id: string }) => p.id)).toEqual(external ? [] : [projectId]);
    expect(await rpc('projectReadByFolder', { args: { folder: '../etc' } })).toMatchObject({
      status: 400,
      body: { msg: 'Invalid character in folder path' },
    });
    expect((await rpc('PROJECT_READ_BY_WEB', { args: { query: 'nothing-like-it' } })).body).toEqual([]);
    // a user with no role in the project sees none of it and cannot read its tables
    const stranger = await inviteAccount(h, token, 'stranger@example.com');
    expect((await rpc('PROJECT_READ_BY_WEB', { args: {} }, stranger)).body).toEqual([]);
    expect((await rpc('tableList', {}, stranger)).status).toBe(403);

    const file = join(h.dataDir, 'projects', `${projectId}.db`);
    expect(existsSync(file)).toBe(!external);
    expect((await rpc('projectDelete', { args: { dropDatabase: true } })).body).toEqual({ msg: 'Project deleted' });
    expect(existsSync(file)).toBe(false);
    expect(await rpc('tableList')).toMatchObject({ status: 404, body: { msg: `Project '${projectId}' not found` } });
  });
});

describe('connections', () => {
  let h: TestHost;
  let token: string;
  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    token = await signUpSuperAdmin(h);
  });
  afterAll(() => h?.close());
  const rpc = (op: string, args: unknown) => h.request(`/dashboard?q=sqlOp_${op}`, { body: { args }, headers: { 'xc-auth': token } });

  it('answers the spec messages for bad connections and does not store the project', async () => {
    const pg = { client: 'pg', connection: { host: '127.0.0.1', port: 5432, user: 'postgres', password: 'wrong', database: 'test' } };
    expect((await rpc('projectTestConnection', { ...pg, connection: { ...pg.connection, port: 1 } })).body).toEqual({
      ok: false,
      message: 'Connection Failure: Unable to connect to database, please check your database is up',
      kind: 'unreachable',
    });
    expect(
      await rpc('projectCreate', { title: 'Bad', db: { client: 'sqlite3', connection: { filename: '../../etc/passwd' } } }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'An external SQLite database is opened by its absolute path, in a folder the server allows' },
    });
    expect(await rpc('projectCreate', { title: 'Bad', db: { client: 'sqlite3', connection: { filename: '/etc/passwd' } } })).toMatchObject({
      status: 400,
      body: { msg: 'This server opens no external SQLite files: the operator lists the folders allowed in PLINTH_EXTERNAL_SQLITE_DIRS' },
    });
    expect(
      await rpc('projectCreate', {
        title: 'Bad',
        db: { client: 'mysql2', connection: { host: '127.0.0.1', port: 1, user: 'root', database: 'x' }, createIfNotExists: false },
      }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'Unable to connect to database, please check your database is up' },
    });
    expect((await h.request('/dashboard?q=sqlOp_PROJECT_READ_BY_WEB', { body: { args: {} }, headers: { 'xc-auth': token } })).body).toEqual(
      [],
    );
  });
});

describe('schema log and undo', () => {
  let h: TestHost;
  let rpc: TestProjectSession['rpcAnswer'];
  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    ({ rpcAnswer: rpc } = await signedUpProject(h, { title: 'Undo' }));
  });
  afterAll(() => h?.close());
  const columns = async (tn: string) =>
    JSON.parse((await rpc('tableXcModelGet', { tn })).body.meta).columns.map((c: { cn: string }) => c.cn);

  it('records each change with its inverse and undoes the newest, newest first', async () => {
    await rpc('tableCreate', {
      tn: 'notes',
      columns: columnsOf({ id: 'ID', body: 'LongText' }),
    });
    await rpc('tableUpdate', { tn: 'notes', add: [{ cn: 'tag', uidt: 'SingleLineText' }], rename: [{ from: 'body', to: 'text' }] });
    expect(await columns('notes')).toEqual(['id', 'text', 'tag']);
    const log = (await rpc('schemaLog')).body.list;
    expect(log.map((e: { ops: { op: string }[] }) => e.ops.map((o) => o.op))).toEqual([['addColumn', 'renameColumn'], ['createTable']]);
    expect(log[0].inverse).toEqual([
      { op: 'renameColumn', tn: 'notes', from: 'text', to: 'body' },
      { op: 'dropColumn', tn: 'notes', cn: 'tag' },
    ]);

    expect((await rpc('schemaUndo')).body).toMatchObject({ lossy: false });
    expect(await columns('notes')).toEqual(['id', 'body']);
    expect((await rpc('schemaUndo')).body).toMatchObject({ lossy: false });
    expect((await rpc('tableXcModelGet', { tn: 'notes' })).status).toBe(404);
    expect(await rpc('schemaUndo')).toMatchObject({ status: 400, body: { msg: 'Nothing to undo' } });
  });

  it('marks undoing a drop as lossy: the structure comes back, not the data', async () => {
    await rpc('tableCreate', {
      tn: 'items',
      columns: columnsOf({ id: 'ID', price: 'Decimal' }),
    });
    await rpc('tableUpdate', { tn: 'items', drop: ['price'] });
    expect((await rpc('schemaUndo')).body).toMatchObject({ lossy: true });
    expect(await columns('items')).toEqual(['id', 'price']);
  });

  it('changes all or nothing: a failing step undoes the steps before it', async () => {
    await rpc('tableCreate', {
      tn: 'pairs',
      columns: columnsOf({ id: 'ID', a: 'Number' }),
    });
    // the rename collides with an existing column after the add succeeded
    const failed = await rpc('tableUpdate', { tn: 'pairs', add: [{ cn: 'b', uidt: 'Number' }], rename: [{ from: 'a', to: 'id' }] });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.status).toBeLessThan(500);
    expect(await columns('pairs')).toEqual(['id', 'a']);
    const log = (await rpc('schemaLog')).body.list;
    expect(log[0].ops[0]).toMatchObject({ op: 'createTable' });
  });
});

/** What other plugins are told after each schema change. */
type SchemaChanged = NonNullable<(typeof ProjectHooks.schemaChanged)['__payload']>;
const schemaChanges: SchemaChanged[] = [];
const schemaProbe = definePlugin({
  manifest: defineManifest({ id: 'schema-probe', version: '0.0.0', displayName: 'Schema probe', dependsOn: ['projects'] }),
  server: {
    setup(ctx) {
      ctx.hooks.tap(ProjectHooks.schemaChanged, (change) => void schemaChanges.push(change));
    },
  },
});

describe('renamed columns on schemaChanged', () => {
  let h: TestHost;
  let projectId: string;
  let rpc: TestProjectSession['rpc'];
  beforeAll(async () => {
    // Camelized column aliases, so aliases and names differ: an external SQLite file (the
    // embedded one of a new project keeps names as they are).
    const external = mkdtempSync(join(tmpdir(), 'plinth-camel-'));
    h = await bootTestHost({ plugins: [...PLUGINS, schemaProbe], externalSqliteDirs: [external] });
    const db = { client: 'sqlite3', connection: { filename: join(external, 'camel.db') }, inflection: { tn: 'camelize', cn: 'camelize' } };
    ({ projectId, rpc } = await signedUpProject(h, { title: 'Camel', db }));
  });
  afterAll(() => h?.close());
  /** The payload of the schemaChanged the call caused (exactly one). */
  const changeOf = async (run: () => Promise<unknown>): Promise<SchemaChanged> => {
    const start = schemaChanges.length;
    await run();
    expect(schemaChanges.slice(start)).toHaveLength(1);
    return schemaChanges[start]!;
  };
  const columnAliases = async (tn: string) =>
    JSON.parse((await rpc('tableXcModelGet', { tn })).meta).columns.map((c: { _cn: string }) => c._cn);

  it('names the columns tableUpdate renamed, with their aliases, and the same renames reversed on undo', async () => {
    await rpc('tableCreate', {
      tn: 'people',
      columns: columnsOf({ id: 'ID', first_name: 'SingleLineText', home_town: 'SingleLineText' }),
    });
    const change = await changeOf(() =>
      rpc('tableUpdate', {
        tn: 'people',
        add: [{ cn: 'nick_name', uidt: 'SingleLineText' }],
        rename: [
          { from: 'first_name', to: 'given_name' },
          { from: 'home_town', to: 'birth_place' },
        ],
      }),
    );
    expect(await columnAliases('people')).toEqual(['id', 'givenName', 'birthPlace', 'nickName']);
    expect(change).toMatchObject({ projectId, dbAlias: 'db' });
    expect(change.renamedTables).toBeUndefined();
    expect(change.renamedColumns).toEqual([
      { tn: 'people', from: 'first_name', to: 'given_name', fromAlias: 'firstName', toAlias: 'givenName' },
      { tn: 'people', from: 'home_town', to: 'birth_place', fromAlias: 'homeTown', toAlias: 'birthPlace' },
    ]);

    // The inverse ops run newest first: the renames come back in reverse order.
    const undone = await changeOf(() => rpc('schemaUndo'));
    expect(await columnAliases('people')).toEqual(['id', 'firstName', 'homeTown']);
    expect(undone.renamedColumns).toEqual([
      { tn: 'people', from: 'birth_place', to: 'home_town', fromAlias: 'birthPlace', toAlias: 'homeTown' },
      { tn: 'people', from: 'given_name', to: 'first_name', fromAlias: 'givenName', toAlias: 'firstName' },
    ]);
  });

  it('leaves renamedColumns out when no column was renamed', async () => {
    const change = await changeOf(() => rpc('tableUpdate', { tn: 'people', add: [{ cn: 'age', uidt: 'Number' }] }));
    expect(change).not.toHaveProperty('renamedColumns');
    expect(change).not.toHaveProperty('renamedTables');
  });

  it('names a table renamed in the same change by its new name, also on undo; chains and swaps stay in order', async () => {
    const projects = h.host.kernel.services.get(ProjectsToken);
    await rpc('tableCreate', {
      tn: 'pets',
      columns: columnsOf({ id: 'ID', pet_name: 'SingleLineText', a_col: 'Number', b_col: 'Number' }),
    });
    const change = await changeOf(() =>
      projects.changeSchema(
        projectId,
        'db',
        [
          { op: 'renameColumn', tn: 'pets', from: 'pet_name', to: 'mid_name' },
          { op: 'renameTable', from: 'pets', to: 'animals' },
          { op: 'renameColumn', tn: 'animals', from: 'mid_name', to: 'animal_name' },
          { op: 'renameColumn', tn: 'animals', from: 'a_col', to: 'tmp_col' },
          { op: 'renameColumn', tn: 'animals', from: 'b_col', to: 'a_col' },
          { op: 'renameColumn', tn: 'animals', from: 'tmp_col', to: 'b_col' },
        ],
        null,
      ),
    );
    expect(await columnAliases('animals')).toEqual(['id', 'animalName', 'bCol', 'aCol']);
    expect(change.renamedTables).toEqual([{ from: 'pets', to: 'animals' }]);
    expect(change.renamedColumns).toEqual([
      { tn: 'animals', from: 'pet_name', to: 'mid_name', fromAlias: 'petName', toAlias: 'midName' },
      { tn: 'animals', from: 'mid_name', to: 'animal_name', fromAlias: 'midName', toAlias: 'animalName' },
      { tn: 'animals', from: 'a_col', to: 'tmp_col', fromAlias: 'aCol', toAlias: 'tmpCol' },
      { tn: 'animals', from: 'b_col', to: 'a_col', fromAlias: 'bCol', toAlias: 'aCol' },
      { tn: 'animals', from: 'tmp_col', to: 'b_col', fromAlias: 'tmpCol', toAlias: 'bCol' },
    ]);

    const undone = await changeOf(() => rpc('schemaUndo'));
    expect(await columnAliases('pets')).toEqual(['id', 'petName', 'aCol', 'bCol']);
    expect(undone.renamedTables).toEqual([{ from: 'animals', to: 'pets' }]);
    expect(undone.renamedColumns).toEqual([
      { tn: 'pets', from: 'b_col', to: 'tmp_col', fromAlias: 'bCol', toAlias: 'tmpCol' },
      { tn: 'pets', from: 'a_col', to: 'b_col', fromAlias: 'aCol', toAlias: 'bCol' },
      { tn: 'pets', from: 'tmp_col', to: 'a_col', fromAlias: 'tmpCol', toAlias: 'aCol' },
      { tn: 'pets', from: 'animal_name', to: 'mid_name', fromAlias: 'animalName', toAlias: 'midName' },
      { tn: 'pets', from: 'mid_name', to: 'pet_name', fromAlias: 'midName', toAlias: 'petName' },
    ]);
  });
});
