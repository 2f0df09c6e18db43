/**
 * Schema changes of one project at the same time on a server meta store (PostgreSQL, MariaDB):
 * each replaces the project's rows in projects_models, and two replacements must take turns
 * (a delete that misses the other's fresh rows made the insert fail on a duplicate key: a 500
 * after the change had reached the database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableMeta } from '@plinth/sdk';
import type { ServerDialect, TestDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, createTestDatabase, signedUpProject } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects'];

describe.each<ServerDialect>(['pg', 'mysql'])('concurrent schema changes with the meta store on %s', (dialect) => {
  let meta: TestDatabase;
  let h: TestHost;
  let rpc: TestProjectSession['rpcAnswer'];

  beforeAll(async () => {
    meta = await createTestDatabase(dialect, 'plinth_meta_conc');
    h = await bootTestHost({ plugins: PLUGINS, metaDb: meta.url });
    ({ rpcAnswer: rpc } = await signedUpProject(h, { title: 'Concurrent' }));
    for (const tn of ['wide', 'other']) expect((await rpc('tableCreate', { tn, columns: [{ cn: 'id', uidt: 'ID' }] })).status).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
    await meta?.drop();
  });

  it('answers every change and keeps every column in the meta', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `c${i}`);
    const answers = await Promise.all([
      ...names.map((cn) => rpc('tableUpdate', { tn: 'wide', add: [{ cn, uidt: 'SingleLineText' }] })),
      ...names.map((cn) => rpc('tableCreate', { tn: `t_${cn}`, columns: [{ cn: 'id', uidt: 'ID' }] })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const wide = JSON.parse((await rpc('tableXcModelGet', { tn: 'wide' })).body.meta) as TableMeta;
    expect(wide.columns.map((c) => c.cn).sort()).toEqual(['id', ...names].sort());
    const listed = (await rpc('tableList', {})).body.list.map((t: { tn: string }) => t.tn).sort();
    expect(listed).toEqual(['other', 'wide', ...names.map((cn) => `t_${cn}`)].sort());
  });
});
