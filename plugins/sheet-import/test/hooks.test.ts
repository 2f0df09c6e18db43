/**
 * Imported rows go through the data service's write path: each one reaches the row-change hook
 * (the audit plugin records it, with its key and who imported it), as a row made through the API.
 */
import { AUDIT_API } from '@plinth/sdk';
import { bootTestHost, signedUpProject, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile, PLUGINS } from './helpers.js';

describe('sheet import and the row-change hook', () => {
  let h: TestHost;
  let session: TestProjectSession;
  beforeAll(async () => {
    h = await bootTestHost({ plugins: [...PLUGINS, 'audit'] });
    session = await signedUpProject(h, { title: 'Audited' });
  }, 60_000);
  afterAll(async () => h?.close());

  it('records every imported row in the audit log', async () => {
    const csv = ['name,qty', ...Array.from({ length: 2_500 }, (_, i) => `row ${i + 1},${i}`)].join('\n');
    const { job } = await importFile(h, session.token, 'stock.csv', csv, { into: session.projectId });
    expect(job).toMatchObject({ status: 'done', rowsDone: 2_500 });
    for (const id of [1, 2_001, 2_500]) {
      const r = await h.request(AUDIT_API.row(session.projectId, 'stock', String(id)), { headers: { 'xc-auth': session.token } });
      expect(r.status).toBe(200);
      const [entry] = (r.body as { list: { op: string; pk: string; value: unknown; userEmail: string }[] }).list;
      expect(entry).toMatchObject({ op: 'insert', pk: String(id), userEmail: 'admin@example.com' });
      expect(entry!.value).toMatchObject({ id, name: `row ${id}`, qty: id - 1 });
    }
  });
});
