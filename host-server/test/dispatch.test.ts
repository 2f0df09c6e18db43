import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, type TestHost } from '@plinth/sdk/testing';

// The RPC endpoint and the system routes are skipped by requests they cannot answer; these are
// the answers that skipping must leave as express gives them.
describe('host dispatch to the RPC endpoint, system routes and plugin mounts', () => {
  let h: TestHost;
  beforeAll(async () => {
    h = await bootTestHost({ plugins: ['themes'] });
  });
  afterAll(() => h.close());

  it('matches system routes case-insensitively and with a trailing slash', async () => {
    expect((await h.request('/API/Health')).status).toBe(200);
    expect((await h.request('/api/health/')).status).toBe(200);
    expect((await h.request('/api/v1/plugins')).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'themes' })]));
  });

  it('answers operations on POST only (GET is the change-environment poll), and lists POST for OPTIONS', async () => {
    const rpc = await h.request('/Dashboard?q=sqlOp_noSuchOperation', { body: {} });
    expect(rpc).toMatchObject({ status: 404, body: { msg: "Unknown operation 'noSuchOperation'" } });
    // 000 s.4 / s.7: GET {base}/dashboard is polled until the server answers; it runs no operation.
    expect(await h.request('/dashboard?q=sqlOp_noSuchOperation')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await h.request('/dashboard/other')).status).toBe(404);
    const options = await fetch(`${h.url}/dashboard`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toContain('POST');
  });

  it('serves plugin mounts after them, whatever the case of the path', async () => {
    expect((await h.request('/api/v1/themes/palettes')).status).toBe(200);
    expect((await h.request('/API/V1/Themes/palettes')).status).toBe(200);
    expect((await h.request('/api/v1/no-such-plugin')).status).toBe(404);
  });
});
