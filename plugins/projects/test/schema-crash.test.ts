/**
 * Schema changes cut short by a crash (`server/schema-pending.ts`): each scenario leaves the note
 * and the database as a SIGKILL at that point would, the host is started again on the same data,
 * and the first read of the project's meta must complete or undo each change, with meta, log and
 * database agreeing. The end-to-end version kills a real server: test/security/consistency.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableMeta } from '@plinth/sdk';
import { ProjectsToken, type SchemaOp } from '@plinth/sdk/server';
import { bootTestHost, projectTargets, signedUpProject, type ProjectDatabase, type TestHost } from '@plinth/sdk/testing';
import { applyOp, inverseOf } from '../server/schema-log.js';
import type { ProjectManager } from '../server/service.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects'];
const targets = projectTargets('plinth_crash').filter((t) => t.name !== 'MariaDB');
const COLUMNS = [
  { cn: 'id', uidt: 'ID' as const },
  { cn: 'title', uidt: 'SingleLineText' as const },
];

describe.each(targets)('schema changes cut short on $name', (target) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-schema-crash-'));
  let h: TestHost;
  let external: ProjectDatabase | undefined;
  let token: string;
  let projectId: string;

  const boot = async () => {
    h = await bootTestHost({ plugins: PLUGINS, dataDir });
  };
  const manager = () => h.host.kernel.services.get(ProjectsToken) as ProjectManager;
  const rpc = async (op: string, args: unknown = {}) => {
    const r = await h.request(`/dashboard?q=sqlOp_${op}`, { body: { project_id: projectId, args }, headers: { 'xc-auth': token } });
    expect(r.status, `${op}: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body;
  };
  const meta = async (tn: string): Promise<TableMeta | undefined> => {
    const r = await h.request('/dashboard?q=sqlOp_tableXcModelGet', {
      body: { project_id: projectId, args: { tn } },
      headers: { 'xc-auth': token },
    });
    return r.status === 200 ? (JSON.parse(r.body.meta) as TableMeta) : undefined;
  };
  /** Column names as the database has them. */
  const realColumns = async (tn: string) => {
    const db = await manager().database(projectId);
    return (await db.introspect({ tables: [tn] })).tables[0]?.columns.map((c) => c.name);
  };
  /** Notes a change and runs its first `run` ops, noting progress for the first `noted` of them. */
  const cut = async (ops: SchemaOp[], run: number, noted: number, undoes?: number) => {
    const pm = manager();
    const before = await pm.tables(projectId);
    const inverses = undoes === undefined ? ops.map((op) => inverseOf(op, before).ops) : null;
    const p = await pm.metas.pending.begin({ projectId, dbAlias: 'db', ops, inverses, lossy: false, undoes: undoes ?? null, by: null });
    const db = await pm.database(projectId);
    for (let i = 0; i < run; i++) {
      await applyOp(db, ops[i]!);
      if (i < noted) await pm.metas.pending.progress(p, i + 1 === ops.length ? 'applied' : 'running', i + 1);
    }
  };
  const table = (tn: string): SchemaOp => ({ op: 'createTable', table: { tn, columns: COLUMNS } });
  const add = (tn: string, cn: string, uidt: 'SingleLineText' | 'Email' = 'SingleLineText'): SchemaOp => ({
    op: 'addColumn',
    tn,
    column: { cn, uidt },
  });

  beforeAll(async () => {
    external = target.sqlite ? undefined : await target.open();
    await boot();
    // The host restarts below: calls go through `h`, the host of the moment, not the session's.
    ({ token, projectId } = await signedUpProject(h, { title: 'Crash', db: external?.input }));
    for (const tn of ['partial', 'unlogged', 'undone']) await rpc('tableCreate', { tn, columns: COLUMNS });
    await rpc('tableUpdate', {
      tn: 'undone',
      add: [
        { cn: 'u1', uidt: 'SingleLineText' },
        { cn: 'u2', uidt: 'SingleLineText' },
      ],
    });

    // Three columns of one call, the crash after the second one reached the database.
    await cut([add('partial', 'p1'), add('partial', 'p2'), add('partial', 'p3')], 2, 1);
    // Every op ran and was noted; the crash hit before the meta and the log were written.
    await cut([add('unlogged', 'mail', 'Email'), add('unlogged', 'other')], 2, 2);
    // A new table, created before its progress was noted.
    await cut([table('fresh')], 1, 0);
    // An undo of the last change (u1, u2 added), cut after its first op.
    const entry = (await manager().metas.log.last(projectId, 'db'))!;
    await cut(entry.inverse, 1, 1, entry.id);

    // Nothing of this reached the meta yet: the crash.
    expect((await meta('partial'))!.columns.map((c) => c.cn)).toEqual(['id', 'title']);
    await h.close();
    await boot();
  });
  afterAll(async () => {
    await h?.close();
    await external?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('undoes a change cut half-way: neither the database nor the meta keeps a column of it', async () => {
    expect((await meta('partial'))!.columns.map((c) => c.cn)).toEqual(['id', 'title']);
    expect(await realColumns('partial')).toEqual(['id', 'title']);
  });

  it('completes a change whose ops all ran: meta with the declared uidts, and a log entry to undo it', async () => {
    const unlogged = (await meta('unlogged'))!;
    expect(unlogged.columns.map((c) => [c.cn, c.uidt])).toEqual([
      ['id', 'ID'],
      ['title', 'SingleLineText'],
      ['mail', 'Email'],
      ['other', 'SingleLineText'],
    ]);
    expect(await realColumns('unlogged')).toEqual(['id', 'title', 'mail', 'other']);
    expect((await meta('fresh'))!.columns.map((c) => c.cn)).toEqual(['id', 'title']);
    const log: { ops: SchemaOp[]; undoneAt: string | null }[] = (await rpc('schemaLog')).list;
    expect(
      log
        .filter((e) => !e.undoneAt)
        .slice(0, 2)
        .map((e) => e.ops.map((o) => o.op)),
    ).toEqual([['createTable'], ['addColumn', 'addColumn']]);
  });

  it('finishes an undo cut half-way and marks its entry undone', async () => {
    expect((await meta('undone'))!.columns.map((c) => c.cn)).toEqual(['id', 'title']);
    expect(await realColumns('undone')).toEqual(['id', 'title']);
    const log: { ops: SchemaOp[]; undoneAt: string | null }[] = (await rpc('schemaLog')).list;
    const entry = log.find((e) => e.ops.some((o) => o.op === 'addColumn' && o.column.cn === 'u1'))!;
    expect(entry.undoneAt).not.toBeNull();
  });

  it('leaves no note behind, and the tables list agrees with the database', async () => {
    expect(await manager().metas.pending.list(projectId, 'db')).toEqual([]);
    const listed = (await rpc('tableList')).list.map((t: { tn: string }) => t.tn).sort();
    const db = await manager().database(projectId);
    expect(listed).toEqual((await db.introspect()).tables.map((t) => t.name).sort());
  });
});
