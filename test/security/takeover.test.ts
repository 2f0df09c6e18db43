/**
 * Replays of the takeover findings of issue 16: an invited account opening the meta store, the
 * secret key or another project's file as "its" project, probing files and hosts through the
 * connection test, and stopping other people's projects. Each must be refused with nothing
 * opened or changed.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPlugins } from '@plinth/host-server';
import {
  bootTestHost,
  createProject,
  createTestDatabase,
  inviteAccount,
  MEMBER_ROLES,
  signedUpTeam,
  signUpSuperAdmin,
  type TestHost,
  type TestTeam,
} from '@plinth/sdk/testing';

const FORBIDDEN = "Connecting an external database needs the super admin's permission: a new project gets its own embedded database";

describe('taking over the server through a project on a chosen database', () => {
  let h: TestHost;
  let team: TestTeam;
  /** The victim: a project of the super admin that the members of `team` have no role in. */
  let victim: string;
  let external: string;
  let connector: string;

  beforeAll(async () => {
    external = mkdtempSync(join(tmpdir(), 'plinth-external-'));
    h = await bootTestHost({ plugins: builtInPlugins, externalSqliteDirs: [external] });
    team = await signedUpTeam(h);
    victim = await createProject(h, team.admin, 'Victim');
    connector = await inviteAccount(h, team.admin, 'connector@example.com', ['connector']);
    // A link in the allowed folder that points into the data folder.
    symlinkSync(h.dataDir, join(external, 'data-link'));
  });
  afterAll(async () => {
    await h?.close();
    rmSync(external, { recursive: true, force: true });
  });

  const rpc = (token: string | undefined, op: string, body: Record<string, unknown>) =>
    h.request(`/dashboard?q=sqlOp_${op}`, { body, headers: token ? { 'xc-auth': token } : {} });

  /** Every file of the data folder with its size and modification time. */
  const dataFiles = () => {
    const out: Record<string, string> = {};
    const walk = (dir: string, prefix = '') => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        const s = statSync(path);
        if (s.isDirectory()) walk(path, `${prefix}${name}/`);
        // WAL side files change with every meta write; the database files themselves must not appear or vanish.
        else if (!/-(wal|shm)$/.test(name)) out[`${prefix}${name}`] = s.isFile() ? 'file' : 'other';
      }
    };
    walk(h.dataDir);
    return out;
  };
  const projectIds = async () =>
    ((await rpc(team.admin, 'PROJECT_READ_BY_WEB', { args: {} })).body as { id: string }[]).map((p) => p.id).sort();

  const targets = () => [
    'meta.db',
    'secret.key',
    `projects/${victim}.db`,
    '../meta.db',
    'projects/../meta.db',
    join(h.dataDir, 'meta.db'),
    join(h.dataDir, 'secret.key'),
    join(h.dataDir, 'projects', `${victim}.db`),
    join(external, 'data-link', 'meta.db'),
    '/etc/passwd',
  ];

  it('refuses every invited role and an account with no role: meta store, secret key, other projects, traversal, absolute paths', async () => {
    const before = { files: dataFiles(), projects: await projectIds() };
    const callers = { ...team.members, outsider: team.outsider };
    let tried = 0;
    for (const [who, token] of Object.entries(callers)) {
      for (const filename of targets()) {
        for (const createIfNotExists of [false, true]) {
          const created = await rpc(token, 'projectCreate', {
            args: { title: 'Mine', db: { client: 'sqlite3', connection: { filename }, createIfNotExists } },
          });
          expect(created, `${who} ${filename}`).toMatchObject({ status: 403, body: { msg: FORBIDDEN } });
          tried++;
        }
        const probe = await rpc(token, 'projectTestConnection', { args: { client: 'sqlite3', connection: { filename } } });
        expect(probe.status, `${who} test ${filename}`).toBe(403);
        tried++;
      }
    }
    expect(tried).toBe(Object.keys(callers).length * targets().length * 3);
    expect({ files: dataFiles(), projects: await projectIds() }).toEqual(before);
  });

  it('refuses the connection test to any host for everyone but the super admin and connectors', async () => {
    for (const token of [...Object.values(team.members), team.outsider]) {
      for (const [client, port] of [
        ['pg', 22],
        ['mysql2', 6379],
        ['mssql', 5432],
      ] as const) {
        const probe = await rpc(token, 'projectTestConnection', {
          args: { client, connection: { host: '127.0.0.1', port, user: 'x', database: 'x' } },
        });
        expect(probe).toMatchObject({ status: 403, body: { msg: "Forbidden: this action needs the 'externalDatabase' permission" } });
      }
    }
    expect((await rpc(undefined, 'projectTestConnection', { args: { client: 'pg', connection: { host: '127.0.0.1' } } })).status).toBe(401);
  });

  it('keeps the data folder closed to the super admin and connectors too', async () => {
    const before = { files: dataFiles(), projects: await projectIds() };
    for (const token of [team.admin, connector]) {
      for (const filename of targets()) {
        const created = await rpc(token, 'projectCreate', {
          args: { title: 'Mine', db: { client: 'sqlite3', connection: { filename }, createIfNotExists: false } },
        });
        expect(created.status, filename).toBe(400);
        expect(created.body.msg, filename).toMatch(/absolute path|Invalid character in folder path|not in a folder the server allows/);
        const probe = await rpc(token, 'projectTestConnection', { args: { client: 'sqlite3', connection: { filename } } });
        expect(probe.status === 400 || probe.body.ok === false, `test ${filename}: ${JSON.stringify(probe.body)}`).toBe(true);
      }
    }
    expect({ files: dataFiles(), projects: await projectIds() }).toEqual(before);
  });

  it('lets the super admin and a connector open a SQLite file in an allowed folder, and an invited editor not', async () => {
    for (const [i, token] of [team.admin, connector].entries()) {
      const filename = join(external, `shop-${i}.db`);
      const created = await rpc(token, 'projectCreate', {
        args: { title: `Shop ${i}`, db: { client: 'sqlite3', connection: { filename } } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.envs._noco.db[0]).toMatchObject({ client: 'sqlite3', embedded: false, connection: { filename } });
      expect((await rpc(token, 'projectTestConnection', { args: { client: 'sqlite3', connection: { filename } } })).body).toEqual({
        ok: true,
        message: 'Connection was successful',
      });
    }
    const other = join(external, 'editor.db');
    expect(
      (
        await rpc(team.members.editor, 'projectCreate', {
          args: { title: 'E', db: { client: 'sqlite3', connection: { filename: other } } },
        })
      ).status,
    ).toBe(403);
    expect(() => statSync(other)).toThrow();
  });

  it('makes a new project on its own embedded file named by the server', async () => {
    const id = await createProject(h, team.members.viewer, 'Viewer own');
    const p = (await rpc(team.members.viewer, 'projectRead', { project_id: id })).body;
    expect(p.envs._noco.db[0]).toMatchObject({ client: 'sqlite3', embedded: true, connection: { filename: `projects/${id}.db` } });
  });

  it('lets no role of another project stop, start or restart it; its owner and creator may', async () => {
    // An account that owns a project of its own is still nobody in the victim's.
    const ownerElsewhere = team.outsider;
    await createProject(h, ownerElsewhere, 'Elsewhere');
    const callers = { ...team.members, outsider: ownerElsewhere };
    for (const op of ['projectStop', 'projectStart', 'projectRestart', 'projectDelete', 'projectUpdate', 'projectClearMeta']) {
      for (const [who, token] of Object.entries(callers)) {
        if (who === 'creator') continue;
        // `victim` has no members; team.projectId has every role: both must refuse everyone but its admins.
        for (const projectId of [victim, team.projectId]) {
          const r = await rpc(token, op, { project_id: projectId, args: op === 'projectUpdate' ? { title: 'Hijacked' } : {} });
          expect(r.status, `${who} ${op} ${projectId === victim ? 'victim' : 'team project'}`).toBe(403);
        }
      }
    }
    for (const projectId of [victim, team.projectId]) {
      const p = (await rpc(team.admin, 'projectRead', { project_id: projectId })).body;
      expect(p).toMatchObject({ status: 'started' });
      expect(p.title).not.toBe('Hijacked');
    }
    // The project's own creator (a member role, not a global one) may act on it, and not on the victim.
    expect((await rpc(team.members.creator, 'projectStop', { project_id: team.projectId })).body).toMatchObject({ status: 'stopped' });
    expect((await rpc(team.members.creator, 'projectStart', { project_id: team.projectId })).body).toMatchObject({ status: 'started' });
    expect((await rpc(team.members.creator, 'projectStop', { project_id: victim })).status).toBe(403);
    expect(MEMBER_ROLES).toContain('creator');
  });

  it('answers 401 to the project list without credentials, never a list', async () => {
    for (const headers of [{}, { 'xc-auth': 'garbage' }] as Record<string, string>[]) {
      const r = await h.request('/dashboard?q=sqlOp_PROJECT_READ_BY_WEB', { body: { args: {} }, headers });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ msg: expect.any(String) });
    }
    // Members see their projects only.
    const mine = (await rpc(team.members.viewer, 'PROJECT_READ_BY_WEB', { args: {} })).body as { id: string }[];
    expect(mine.map((p) => p.id)).toContain(team.projectId);
    expect(mine.map((p) => p.id)).not.toContain(victim);
  });
});

describe('a meta store on PostgreSQL', () => {
  it('cannot be opened as a project database, even by the super admin', async () => {
    const meta = await createTestDatabase('pg', 'plinth_meta');
    const h = await bootTestHost({ plugins: builtInPlugins, metaDb: meta.url });
    try {
      const admin = await signUpSuperAdmin(h);
      const u = new URL(meta.url);
      for (const host of [u.hostname, 'localhost']) {
        const connection = { host, port: Number(u.port || 5432), user: decodeURIComponent(u.username), database: meta.name };
        const created = await h.request('/dashboard?q=sqlOp_projectCreate', {
          body: { args: { title: 'Meta', db: { client: 'pg', connection, createIfNotExists: false } } },
          headers: { 'xc-auth': admin },
        });
        expect(created).toMatchObject({ status: 400, body: { msg: "The server's meta store cannot be opened as a project database" } });
      }
    } finally {
      await h.close();
      await meta.drop();
    }
  });
});

describe('the operator list of database hosts', () => {
  it('refuses hosts outside PLINTH_EXTERNAL_DB_HOSTS before connecting, and allows the listed ones', async () => {
    const h = await bootTestHost({ plugins: builtInPlugins, externalDbHosts: ['db.example.com', '10.0.0.0/8', '127.0.0.2'] });
    try {
      const admin = await signUpSuperAdmin(h);
      const test = (host: string) =>
        h.request('/dashboard?q=sqlOp_projectTestConnection', {
          body: { args: { client: 'pg', connection: { host, port: 5432, user: 'x', database: 'x' } } },
          headers: { 'xc-auth': admin },
        });
      for (const host of ['127.0.0.1', 'localhost', '169.254.169.254', '[::1]']) {
        expect(await test(host), host).toMatchObject({
          status: 400,
          body: { msg: `The database host '${host}' is not one this server allows (PLINTH_EXTERNAL_DB_HOSTS)` },
        });
      }
      // Allowed: the connection is tried (and fails at once: nothing listens there).
      const allowed = await (async () => {
        const r = await h.request('/dashboard?q=sqlOp_projectTestConnection', {
          body: { args: { client: 'pg', connection: { host: '127.0.0.2', port: 1, user: 'x', database: 'x' } } },
          headers: { 'xc-auth': admin },
        });
        return r;
      })();
      expect(allowed.status).toBe(200);
      expect(allowed.body.ok).toBe(false);
    } finally {
      await h.close();
    }
  }, 30_000);
});
