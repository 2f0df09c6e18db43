/**
 * `handleApiCall` (000 s.7): the API client's request sent by the server, through the SSRF
 * guard, with time and size limits; for the server's admins only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, signedUpProject } from '@plinth/sdk/testing';

describe('handleApiCall', () => {
  let h: TestHost;
  let s: TestProjectSession;
  let target: Server;
  let base: string;
  const seen: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    target = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('late'), 2000);
        if (req.url?.startsWith('/big')) return void res.end('x'.repeat(6 * 1024 * 1024));
        res.writeHead(201, { 'content-type': 'application/json', 'x-echo': String(req.headers['x-test'] ?? '') });
        res.end(JSON.stringify({ method: req.method, url: req.url, body }));
      });
    });
    await new Promise<void>((done) => target.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    h = await bootTestHost({ plugins: ['mailer', 'auth', 'dialect-sqlite', 'projects', 'api-client'] });
    s = await signedUpProject(h, { title: 'Calls' });
  });
  afterEach(() => {
    delete process.env.PLINTH_SSRF_ALLOW;
  });
  afterAll(async () => {
    await h?.close();
    target?.close();
  });

  it('refuses a loopback target unless the operator allows it (SSRF guard), without sending anything', async () => {
    seen.length = 0;
    const refused = await s.rpcAnswer('handleApiCall', { method: 'GET', url: `${base}/x` });
    expect(refused.status).toBe(400);
    expect(typeof refused.body.msg).toBe('string');
    expect(await s.rpcAnswer('handleApiCall', { url: 'http://169.254.169.254/latest/meta-data' })).toMatchObject({ status: 400 });
    expect(await s.rpcAnswer('handleApiCall', { url: 'file:///etc/passwd' })).toMatchObject({ status: 400 });
    expect(await s.rpcAnswer('handleApiCall', { url: '/relative' })).toMatchObject({ status: 400 });
    expect(seen).toEqual([]);
  });

  it('sends method, params, enabled headers and body; answers status, headers, body and time', async () => {
    process.env.PLINTH_SSRF_ALLOW = '127.0.0.1';
    seen.length = 0;
    const r = await s.rpc('handleApiCall', {
      method: 'POST',
      url: `${base}/echo`,
      params: [
        { name: 'q', value: 'a b', enabled: true },
        { name: 'off', value: '1', enabled: false },
      ],
      headers: [
        { name: 'x-test', value: 'yes', enabled: true },
        { name: 'x-off', value: 'no', enabled: false },
        { name: 'host', value: 'evil.example', enabled: true },
      ],
      body: '{"a":1}',
    });
    expect(r.status).toBe(201);
    expect(Object.fromEntries(r.headers)).toMatchObject({ 'x-echo': 'yes', 'content-type': 'application/json' });
    expect(JSON.parse(r.body)).toEqual({ method: 'POST', url: '/echo?q=a+b', body: '{"a":1}' });
    expect(r.size).toBe(r.body.length);
    expect(typeof r.timeTaken).toBe('number');
    expect(seen[0]!.headers['x-off']).toBeUndefined();
    expect(seen[0]!.headers.host).toBe(base.replace('http://', ''));
  });

  it('bounds the time and the size of the answer (400 { msg })', async () => {
    process.env.PLINTH_SSRF_ALLOW = '127.0.0.1';
    expect(await s.rpcAnswer('handleApiCall', { url: `${base}/slow`, timeoutMs: 300 })).toMatchObject({
      status: 400,
      body: { msg: expect.stringMatching(/^No answer within/) },
    });
    expect(await s.rpcAnswer('handleApiCall', { url: `${base}/big` })).toMatchObject({
      status: 400,
      body: { msg: expect.stringMatching(/larger than/) },
    });
    expect(await s.rpcAnswer('handleApiCall', { url: `${base}/x`, timeoutMs: 60_000 })).toMatchObject({ status: 400 });
    expect(await s.rpcAnswer('handleApiCall', { url: `${base}/x`, method: 'TRACE' })).toMatchObject({ status: 400 });
  });

  it("is for the server's admins: a project's own owner who is not one is refused", async () => {
    process.env.PLINTH_SSRF_ALLOW = '127.0.0.1';
    const user = await s.member('user@example.com');
    const own = await h.request('/dashboard?q=sqlOp_projectCreate', { body: { args: { title: 'Mine' } }, headers: { 'xc-auth': user } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    seen.length = 0;
    const refused = await h.request('/dashboard?q=sqlOp_handleApiCall', {
      body: { project_id: own.body.id, args: { url: `${base}/x` } },
      headers: { 'xc-auth': user },
    });
    expect(refused.status).toBe(403);
    expect(seen).toEqual([]);
  });
});
