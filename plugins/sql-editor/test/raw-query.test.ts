/**
 * `executeRawQuery` over HTTP on embedded SQLite, PostgreSQL and MariaDB: selects, DDL and writes
 * in order, the database's error, the row cap, read-only mode, a statement cancelled on the
 * database when it runs too long, every statement in the audit log; only admins; SQLite cannot
 * reach other files. Named SQL files per project.
 */
import {
  bootTestHost,
  projectTargets,
  signedUpProject,
  type ProjectDatabase,
  type TestHost,
  type TestProjectSession,
} from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data', 'rest-api', 'sql-editor'];

/** A statement that takes about `seconds` on each database. */
const SLOW: Record<string, (seconds: number) => string> = {
  'embedded SQLite': () => 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c',
  PostgreSQL: (s) => `SELECT pg_sleep(${s})`,
  MariaDB: (s) => `SELECT SLEEP(${s})`,
};
/** Many rows from nothing. */
const SERIES: Record<string, string> = {
  'embedded SQLite': 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) SELECT x FROM c',
  PostgreSQL: 'SELECT x FROM generate_series(1, 5000) AS x',
  MariaDB: 'SELECT seq AS x FROM seq_1_to_5000',
};

describe.each(projectTargets('plinth_sql'))('executeRawQuery on $name', (target) => {
  let h: TestHost;
  let db: ProjectDatabase | undefined;
  let session: TestProjectSession;
  const run = (query: string, extra: Record<string, unknown> = {}, token?: string | null) =>
    session.rpcAnswer('executeRawQuery', { query, ...extra }, token);

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    session = await signedUpProject(h, { title: 'Raw', db: db.input });
    const settings = await h.request('/api/v1/plugins/sql-editor/settings', {
      method: 'PUT',
      body: { timeoutSeconds: 2, maxRows: 1000 },
      headers: { 'xc-auth': session.token },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('runs DDL, writes and selects in order, and answers each', async () => {
    const r = await run(
      `CREATE TABLE notes (id INTEGER PRIMARY KEY, body VARCHAR(100));
       INSERT INTO notes (id, body) VALUES (1, 'a;b'), (2, NULL);
       -- a comment between statements
       SELECT id, body FROM notes ORDER BY id;`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.readOnly).toBe(false);
    expect(r.body.results).toHaveLength(3);
    expect(r.body.results[1]).toMatchObject({ fields: [], affectedRows: 2 });
    expect(r.body.results[2]).toMatchObject({
      fields: ['id', 'body'],
      rows: [
        [1, 'a;b'],
        [2, null],
      ],
      truncated: false,
    });
    expect(r.body.results[2].statement).toMatch(/^-- a comment between statements\s+SELECT id, body FROM notes ORDER BY id$/);
    expect(typeof r.body.results[2].durationMs).toBe('number');
  });

  it("answers the database's error, naming the statement, after running those before it", async () => {
    const r = await run("INSERT INTO notes (id, body) VALUES (3, 'kept'); SELECT nope FROM notes; INSERT INTO notes (id) VALUES (4)");
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/^Statement 2: .*nope/);
    expect(r.body).toMatchObject({ index: 1, completed: 1, timedOut: false });
    const ids = (await run('SELECT id FROM notes ORDER BY id')).body.results[0].rows.map((row: unknown[]) => Number(row[0]));
    expect(ids).toEqual([1, 2, 3]);
  });

  it('keeps at most maxRows rows and says more were not shown', async () => {
    const r = await run(SERIES[target.name]!);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.results[0].rows).toHaveLength(1000);
    expect(r.body.results[0].truncated).toBe(true);
  });

  it('cancels a statement that runs too long on the database, and the database answers again', async () => {
    const started = Date.now();
    const r = await run(SLOW[target.name]!(30));
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.msg).toBe('Statement cancelled: it ran longer than 2 s');
    expect(r.body).toMatchObject({ index: 0, completed: 0, timedOut: true });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await run('SELECT 1 AS one')).body.results[0].rows).toEqual([[1]]);
    if (target.name === 'PostgreSQL') {
      const active = await run("SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(30)%' AND state = 'active'");
      expect(Number(active.body.results[0].rows[0][0])).toBe(0);
    }
    if (target.name === 'MariaDB') {
      const active = await run("SELECT count(*) AS n FROM information_schema.processlist WHERE info LIKE 'SELECT SLEEP(30)%'");
      expect(Number(active.body.results[0].rows[0][0])).toBe(0);
    }
  }, 30_000);

  it('runs read-only when asked: reads answer, writes are refused by the database', async () => {
    const read = await run('SELECT count(*) AS n FROM notes', { readOnly: true });
    expect(read.body).toMatchObject({ readOnly: true });
    const write = await run("INSERT INTO notes (id, body) VALUES (9, 'no')", { readOnly: true });
    expect(write.status).toBe(400);
    expect(write.body.msg).toMatch(/read.?only|readonly/i);
    expect((await run('SELECT count(*) FROM notes WHERE id = 9')).body.results[0].rows[0].map(Number)).toEqual([0]);
  });

  it('runs read-only for creators who are not owners when the setting says so', async () => {
    const creator = await session.member(`creator-${Date.now()}@example.com`, 'creator');
    const set = (creatorsReadOnly: boolean) =>
      h.request('/api/v1/plugins/sql-editor/settings', {
        method: 'PUT',
        body: { creatorsReadOnly },
        headers: { 'xc-auth': session.token },
      });
    expect((await set(true)).status).toBe(200);
    try {
      const read = await run('SELECT 1 AS one', {}, creator);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.readOnly).toBe(true);
      expect((await run('CREATE TABLE ro_check (id INTEGER)', {}, creator)).status).toBe(400);
      // The owner is never forced.
      expect((await run('SELECT 1', {})).body.readOnly).toBe(false);
    } finally {
      expect((await set(false)).status).toBe(200);
    }
  });

  it('is for project admins only, and audits every statement', async () => {
    const editor = await session.member(`editor-${Date.now()}@example.com`, 'editor');
    expect((await run('SELECT 1', {}, editor)).status).toBe(403);
    expect((await run('SELECT 1', {}, null)).status).toBe(401);
    expect((await run('', {})).status).toBe(400);
    expect((await run('-- only a comment', {})).body.msg).toBe('There is no statement to run');
    const log = await h.request(`/api/v1/sql-editor/${session.projectId}/log?limit=500`, { headers: { 'xc-auth': session.token } });
    expect(log.status).toBe(200);
    const list = log.body.list as { statement: string; status: string; userEmail: string; durationMs: number }[];
    expect(list.some((e) => e.status === 'timeout')).toBe(true);
    expect(list.some((e) => e.status === 'error' && e.statement === 'SELECT nope FROM notes')).toBe(true);
    expect(list.find((e) => e.statement.startsWith('CREATE TABLE notes'))).toMatchObject({ status: 'ok', userEmail: 'admin@example.com' });
    expect((await h.request(`/api/v1/sql-editor/${session.projectId}/log`, { headers: { 'xc-auth': editor } })).status).toBe(403);
  });

  it.runIf(target.sqlite)('cannot reach other files from an embedded SQLite database', async () => {
    for (const statement of ["ATTACH DATABASE 'meta.db' AS m", "VACUUM INTO '/tmp/copy.db'", "SELECT load_extension('x')", 'DETACH m']) {
      const r = await run(statement);
      expect(r.status, statement).toBe(400);
      expect(r.body.msg, statement).toMatch(/not allowed/);
    }
    // Words inside strings and quoted names are data, not statements.
    expect((await run('SELECT \'attach\' AS "vacuum into"')).body.results[0].rows).toEqual([['attach']]);
  });
});

describe('named SQL files', () => {
  let h: TestHost;
  let session: TestProjectSession;
  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Files' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('saves, lists, opens and deletes files per project, for admins', async () => {
    const auth = { 'xc-auth': session.token };
    const base = `/api/v1/sql-editor/${session.projectId}/files`;
    expect((await h.request(`${base}/report.sql`, { method: 'PUT', body: { code: 'SELECT 1' }, headers: auth })).status).toBe(200);
    expect((await h.request(`${base}/report.sql`, { method: 'PUT', body: { code: 'SELECT 2' }, headers: auth })).body.code).toBe(
      'SELECT 2',
    );
    expect((await h.request(base, { headers: auth })).body.list).toEqual([{ name: 'report.sql', updatedAt: expect.any(String) }]);
    expect((await h.request(`${base}/report.sql`, { headers: auth })).body).toMatchObject({ code: 'SELECT 2' });
    expect((await h.request(`${base}/${encodeURIComponent('a/b')}`, { method: 'PUT', body: { code: '' }, headers: auth })).status).toBe(
      400,
    );
    const viewer = await session.member('viewer@example.com', 'viewer');
    expect((await h.request(base, { headers: { 'xc-auth': viewer } })).status).toBe(403);
    expect((await h.request(`${base}/report.sql`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect((await h.request(`${base}/report.sql`, { headers: auth })).status).toBe(404);
  });
});
