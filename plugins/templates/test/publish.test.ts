/**
 * Template documents by URL and projectTemplateCreate (001 s.7): the server fetches a user's URL
 * only through the SSRF guard, and files a template in the operator's GitHub repository (GET for
 * the hash, PUT with the token, message, base64 content, hash and branch); without a configured
 * token and repository it answers 400 'Missing token or template path'.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootTestHost, inviteAccount, signUpSuperAdmin, type TestHost } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishConfig, templateFileName } from '../server/publish.js';

const ENV = [
  'PLINTH_SSRF_ALLOW',
  'PLINTH_TEMPLATE_GITHUB_TOKEN',
  'PLINTH_TEMPLATE_GITHUB_REPO',
  'PLINTH_TEMPLATE_GITHUB_BRANCH',
  'PLINTH_TEMPLATE_GITHUB_PATH',
  'PLINTH_TEMPLATE_GITHUB_API',
] as const;
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));

const doc = {
  title: 'Book club',
  category: 'Home',
  tables: [{ tn: 'books', columns: [{ cn: 'title', uidt: 'SingleLineText' }] }],
};

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: string;
}
const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString()));
    req.on('end', () => resolve(s));
  });

describe('template by URL and projectTemplateCreate', () => {
  let h: TestHost;
  let admin: string;
  let user: string;
  let fake: Server;
  let base: string;
  const seen: Seen[] = [];
  let existingSha: string | undefined;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      void bodyOf(req).then((body) => {
        seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/doc.json') return res.end(JSON.stringify({ ...doc, extra: 'dropped' }));
        if (req.url === '/not-json') return res.end('<html>');
        if (req.url === '/big') return res.end(JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }));
        if (req.method === 'GET' && req.url!.startsWith('/repos/')) {
          res.statusCode = existingSha ? 200 : 404;
          return res.end(JSON.stringify(existingSha ? { sha: existingSha } : { message: 'Not Found' }));
        }
        if (req.method === 'PUT' && req.url!.startsWith('/repos/')) {
          res.statusCode = 201;
          return res.end(JSON.stringify({ content: { html_url: `https://github.example/blob${req.url}` } }));
        }
        res.statusCode = 404;
        res.end('{}');
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    for (const k of ENV) delete process.env[k];
    h = await bootTestHost({ plugins: ['mailer', 'auth', 'templates'] });
    admin = await signUpSuperAdmin(h);
    user = await inviteAccount(h, admin, 'user@example.com');
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((r) => fake?.close(r));
    for (const k of ENV)
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
  });

  const load = (url: unknown, token: string | null = user) =>
    h.request('/api/v1/nc/templates/load-url', { method: 'POST', body: { url }, headers: token ? { 'xc-auth': token } : {} });
  const publish = (body: unknown, token: string | null = admin) =>
    h.request('/api/v1/projectTemplateCreate', { method: 'POST', body, headers: token ? { 'xc-auth': token } : {} });

  it('loads a document from a URL only for signed-in users, never from a loopback address by default', async () => {
    const anon = await load(`${base}/doc.json`, null);
    expect(anon.status, JSON.stringify(anon.body)).toBe(401);
    const refused = await load(`${base}/doc.json`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toEqual(expect.any(String));
    expect(seen).toEqual([]);
    expect(await load('file:///etc/passwd')).toMatchObject({ status: 400 });
    expect(await load('http://169.254.169.254/latest/meta-data')).toMatchObject({ status: 400 });
    expect(await load('')).toMatchObject({ status: 400, body: { msg: 'URL required' } });
  });

  it('with the operator allowing the address: the document, and 400 for what is not one', async () => {
    process.env.PLINTH_SSRF_ALLOW = '127.0.0.1';
    const r = await load(`${base}/doc.json`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ title: 'Book club', tables: [{ tn: 'books' }] });
    expect(r.body.extra).toBeUndefined();
    expect(await load(`${base}/not-json`)).toMatchObject({
      status: 400,
      body: { msg: 'The URL did not answer a template document (JSON)' },
    });
    expect(await load(`${base}/missing`)).toMatchObject({ status: 400, body: { msg: 'The URL answered 404' } });
    expect((await load(`${base}/big`)).status).toBe(400);
    delete process.env.PLINTH_SSRF_ALLOW;
  });

  it('projectTemplateCreate: admins only, 400 without a configured token and repository', async () => {
    expect((await publish(doc, null)).status).toBe(401);
    expect((await publish(doc, user)).status).toBe(403);
    expect(await publish(doc)).toMatchObject({ status: 400, body: { msg: 'Missing token or template path' } });
  });

  it('files the template in the repository: GET for the hash, then PUT with token, message, content, hash and branch', async () => {
    Object.assign(process.env, {
      PLINTH_SSRF_ALLOW: '127.0.0.1',
      PLINTH_TEMPLATE_GITHUB_TOKEN: 'ghp_test',
      PLINTH_TEMPLATE_GITHUB_REPO: 'plinth/templates',
      PLINTH_TEMPLATE_GITHUB_BRANCH: 'gallery',
      PLINTH_TEMPLATE_GITHUB_API: base,
    });
    expect(await publish({ ...doc, category: '' })).toMatchObject({ status: 400, body: { msg: 'Category name required' } });
    seen.length = 0;
    existingSha = 'abc123';
    const r = await publish(doc);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [get, put] = seen;
    expect(get).toMatchObject({ method: 'GET', auth: 'Bearer ghp_test' });
    expect(get!.url).toMatch(/^\/repos\/plinth\/templates\/contents\/templates\/Book_club_\d+\.json\?ref=gallery$/);
    expect(put).toMatchObject({ method: 'PUT', auth: 'Bearer ghp_test', url: get!.url.replace(/\?.*/, '') });
    const sent = JSON.parse(put!.body) as { message: string; content: string; sha: string; branch: string };
    expect(sent).toMatchObject({ message: 'Template Book club', sha: 'abc123', branch: 'gallery' });
    expect(JSON.parse(Buffer.from(sent.content, 'base64').toString())).toMatchObject({ title: 'Book club', category: 'Home' });
    expect(r.body.path).toBe(`https://github.example/blob${put!.url}`);

    existingSha = undefined;
    seen.length = 0;
    expect((await publish(doc)).status).toBe(200);
    expect(JSON.parse(seen[1]!.body)).not.toHaveProperty('sha');
  });

  it('names files by the project name and a timestamp; a repository must be owner/name', () => {
    expect(templateFileName('Sales CRM / EU', new Date(5))).toBe('Sales_CRM_EU_5.json');
    expect(templateFileName('../..', new Date(5))).toBe('template_5.json');
    expect(publishConfig({ PLINTH_TEMPLATE_GITHUB_TOKEN: 't', PLINTH_TEMPLATE_GITHUB_REPO: 'not a repo' })).toBeUndefined();
    expect(publishConfig({ PLINTH_TEMPLATE_GITHUB_TOKEN: 't', PLINTH_TEMPLATE_GITHUB_REPO: 'a/b' })).toMatchObject({
      branch: 'main',
      dir: 'templates',
      api: 'https://api.github.com',
    });
  });
});
