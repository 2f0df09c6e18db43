/**
 * The low findings of issue 16 that every answer shares: security headers, the refresh cookie,
 * CORS, and client addresses behind a reverse proxy.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, signUpSuperAdmin, TEST_PASSWORD, type TestHost } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth'];

describe('security headers', () => {
  let h: TestHost;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'plinth-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Plinth</title>');
    h = await bootTestHost({ plugins: PLUGINS, webDist });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** Sends raw bytes and reads the whole answer (the server closes after a refusal). */
  const raw = (bytes: string) =>
    new Promise<string>((done, fail) => {
      const { hostname, port } = new URL(h.url);
      const socket = connect(Number(port), hostname, () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => done(answer));
      socket.on('error', fail);
    });

  it('answer requests that are not HTTP, and oversized headers, with a JSON { msg } too', async () => {
    const garbage = await raw('HELLO\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(garbage).toContain('Content-Type: application/json');
    expect(JSON.parse(garbage.split('\r\n\r\n')[1]!)).toEqual({ msg: 'The request is not valid HTTP' });

    const huge = await raw(`GET /auth/type HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.split('\r\n\r\n')[1]!)).toEqual({ msg: 'The request headers are too large' });

    // The server still answers normally afterwards.
    expect((await fetch(h.url + '/auth/type')).status).toBe(200);
  });

  it('are on the app, the API, errors and 404s alike', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/index.html', 200],
      ['/auth/type', 200],
      ['/dashboard?q=sqlOp_PROJECT_READ_BY_WEB', 404],
      ['/no/such/route', 404],
    ] as const) {
      const res = await fetch(h.url + path, { method: path.startsWith('/dashboard') ? 'POST' : 'GET' });
      expect(res.status, path).toBe(status);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self';");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      // Over plain http, no HSTS (it would pin a host that has no https).
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      expect(res.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('keeps CORS closed to other origins', async () => {
    const preflight = await fetch(`${h.url}/auth/signin`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,xc-auth',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await fetch(`${h.url}/auth/type`, { headers: { origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sets the refresh cookie HttpOnly, SameSite=Strict, path /auth, and not Secure over http', async () => {
    const signup = await fetch(`${h.url}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: 'admin@example.com', password: TEST_PASSWORD }),
    });
    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith('plinth_refresh='))!;
    expect(cookie).toMatch(/; Path=\/auth/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    // X-Forwarded-Proto from a proxy nobody named is ignored.
    expect(cookie).not.toMatch(/; Secure/);
    expect(signup.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('behind a reverse proxy named in PLINTH_TRUST_PROXY', () => {
  let h: TestHost;
  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS, trustProxy: ['loopback'] });
    await signUpSuperAdmin(h);
  });
  afterAll(() => h?.close());

  const signIn = (forwardedFor: string, password: string, proto = 'http') =>
    fetch(`${h.url}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': proto },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });

  it('takes https from the proxy: a Secure cookie and HSTS', async () => {
    const res = await signIn('198.51.100.1', TEST_PASSWORD, 'https');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('plinth_refresh='))).toMatch(/; Secure/);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('locks sign-in per client address, so one client cannot lock out another', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn('203.0.113.7', 'wrong password 1')).status).toBe(400);
    expect((await signIn('203.0.113.7', TEST_PASSWORD)).status).toBe(429);
    expect((await signIn('203.0.113.8', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('without a trusted proxy', () => {
  it('ignores X-Forwarded-For: a client cannot choose its address to escape the sign-in lock', async () => {
    const h = await bootTestHost({ plugins: PLUGINS });
    try {
      await signUpSuperAdmin(h);
      const signIn = (forwardedFor: string, password: string) =>
        fetch(`${h.url}/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ email: 'admin@example.com', password }),
        });
      for (let i = 0; i < 10; i++) expect((await signIn(`203.0.113.${i}`, 'wrong password 1')).status).toBe(400);
      expect((await signIn('203.0.113.99', TEST_PASSWORD)).status).toBe(429);
    } finally {
      await h.close();
    }
  });
});
