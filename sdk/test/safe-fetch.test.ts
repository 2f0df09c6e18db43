import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress, safeFetch } from '../src/server/safe-fetch.js';

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:0101::1',
    'not-an-address',
  ])('refuses %s', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) =>
    expect(isForbiddenAddress(address)).toBe(false),
  );
});

describe('safeFetch', () => {
  let server: Server;
  let port: number;
  const saved = process.env.PLINTH_SSRF_ALLOW;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/big') return res.end('x'.repeat(5000));
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 3000);
      if (req.url === '/to-loopback-ip') return res.writeHead(302, { location: `http://127.0.0.1:${port}/json` }).end();
      if (req.url === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/echo-auth') return res.end(req.headers.authorization ?? 'none');
      if (req.url === '/to-other-origin') return res.writeHead(302, { location: `http://127.0.0.1:${port}/echo-auth` }).end();
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    if (saved === undefined) delete process.env.PLINTH_SSRF_ALLOW;
    else process.env.PLINTH_SSRF_ALLOW = saved;
  });

  it.each([
    ['http://127.0.0.1:1/x', 'is not allowed'],
    ['http://localhost:1/x', 'is not allowed'],
    ['http://[::1]:1/x', 'is not allowed'],
    ['http://169.254.169.254/latest/meta-data/', 'is not allowed'],
    ['http://[::ffff:127.0.0.1]:1/', 'is not allowed'],
    ['http://10.0.0.1/', 'is not allowed'],
    ['file:///etc/passwd', 'Only http and https'],
    ['ftp://example.com/', 'Only http and https'],
    ['http://user:pw@example.com/', 'credentials'],
    ['not a url', 'not valid'],
  ])('refuses %s before connecting', async (url, message) => {
    delete process.env.PLINTH_SSRF_ALLOW;
    await expect(safeFetch(url)).rejects.toMatchObject({ status: 400, message: expect.stringContaining(message) });
  });

  it('checks the address a host name resolves to (the machine name resolving to a private address)', async () => {
    delete process.env.PLINTH_SSRF_ALLOW;
    const { address } = await lookup(hostname());
    expect(isForbiddenAddress(address), `${hostname()} resolves to ${address}`).toBe(true);
    await expect(safeFetch(`http://${hostname()}:${port}/json`)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('is not allowed'),
    });
  });

  it('fetches an address the operator allows, and bounds size and time', async () => {
    process.env.PLINTH_SSRF_ALLOW = '127.0.0.0/8';
    const answer = await safeFetch(`http://127.0.0.1:${port}/json`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
    expect(answer.headers['content-type']).toBe('application/json');
    await expect(safeFetch(`http://127.0.0.1:${port}/big`, { maxBytes: 1000 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('larger'),
    });
    await expect(safeFetch(`http://127.0.0.1:${port}/slow`, { timeoutMs: 300 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('No answer'),
    });
    await expect(safeFetch(`http://127.0.0.1:${port}/loop`)).rejects.toMatchObject({ message: 'Too many redirects' });
    await expect(safeFetch(`http://127.0.0.1:${port}/to-file`)).rejects.toMatchObject({ message: expect.stringContaining('Only http') });
  });

  it('checks every redirect: an allowed host name may not send the request on to a forbidden address', async () => {
    process.env.PLINTH_SSRF_ALLOW = 'localhost';
    expect((await safeFetch(`http://localhost:${port}/json`)).status).toBe(200);
    await expect(safeFetch(`http://localhost:${port}/to-loopback-ip`)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("'127.0.0.1' is not allowed"),
    });
  });

  it('does not hand credentials to another origin on a redirect', async () => {
    process.env.PLINTH_SSRF_ALLOW = 'localhost,127.0.0.1';
    const same = await safeFetch(`http://localhost:${port}/echo-auth`, { headers: { authorization: 'Bearer secret' } });
    expect(same.body.toString()).toBe('Bearer secret');
    const other = await safeFetch(`http://localhost:${port}/to-other-origin`, { headers: { authorization: 'Bearer secret' } });
    expect(other.body.toString()).toBe('none');
  });
});
