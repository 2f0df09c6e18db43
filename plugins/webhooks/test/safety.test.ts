/**
 * Webhooks' bad input and safety: saved hooks checked (URL, condition, headers), admins only,
 * secrets never answered, SSRF refused after DNS, and deliveries that never hold up a write:
 * 1,000 rapid inserts make 1,000 deliveries, and an insert answers while a slow receiver has not.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allowSsrf, startReceiver, type Receiver } from './receiver.js';
import { boot, eventually, type World } from './world.js';

describe('webhooks: bad input, permissions and SSRF', () => {
  let w: World;
  let rx: Receiver;
  beforeAll(async () => {
    w = await boot();
    rx = await startReceiver();
  });
  afterAll(async () => {
    await rx?.close();
    await w?.h.close();
  });

  it('refuses bad hooks with a 400 naming the problem', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ title: 'x', event: 'insert', url: 'file:///etc/passwd' }, /http or https/],
      [{ title: 'x', event: 'insert', url: 'gopher://example.com' }, /http or https/],
      [{ title: 'x', event: 'insert', url: 'http://u:p@example.com/' }, /credentials/],
      [{ title: 'x', event: 'insert', url: 'not a url' }, /http or https/],
      [{ title: 'x', event: 'upsert', url: 'https://example.com/' }, /insert, update or delete/],
      [{ title: 'x', event: 'insert', url: 'https://example.com/', condition: '(nope,eq,1)' }, /Unknown column 'nope'/],
      [{ title: 'x', event: 'insert', url: 'https://example.com/', condition: '(age,eq' }, /./],
      [{ title: 'x', event: 'insert', url: 'https://example.com/', condition: '(age,eq,old)' }, /not a number/],
      [{ title: 'x', event: 'insert', url: 'https://example.com/', headers: [{ name: 'Host', value: 'a' }] }, /set by Plinth/],
      [{ title: 'x', event: 'insert', url: 'https://example.com/', headers: [{ name: 'X-A', value: 'a\r\nB: c' }] }, /one line/],
      [{ title: 'x', event: 'insert', url: 'https://example.com/', kind: 'irc' }, /webhook, slack/],
      [{ title: '', event: 'insert', url: 'https://example.com/' }, /name required/],
    ];
    for (const [body, msg] of bad) {
      const r = await w.hooks('', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toMatch(msg);
    }
    expect((await w.hooks('', { body: 'nonsense' })).status).toBe(400);
    expect((await w.h.request(`/api/v1/webhooks/${w.s.projectId}/no_such_table`, { headers: { 'xc-auth': w.s.token } })).status).toBe(404);
    expect((await w.hooks('/no-such-hook', { method: 'PUT', body: {} })).status).toBe(404);
    expect((await w.hooks('/no-such-hook/logs')).status).toBe(404);
  });

  it('lets only the project admins manage hooks and never answers a secret', async () => {
    const hook = await w.create({ title: 'Secret', event: 'delete', url: 'https://example.com/h', secret: 'top-secret' });
    const editor = await w.s.member('ed@example.com', 'editor');
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', `/${hook.id}`],
      ['DELETE', `/${hook.id}`],
      ['POST', `/${hook.id}/test`],
      ['GET', `/${hook.id}/logs`],
    ] as const) {
      expect((await w.hooks(path, { method, body: method === 'GET' ? undefined : {}, token: editor })).status).toBe(403);
      expect((await w.hooks(path, { method, body: method === 'GET' ? undefined : {}, token: null })).status).toBe(401);
    }
    const listed = await w.hooks();
    expect(JSON.stringify(listed.body)).not.toContain('top-secret');
    // Absent keeps the secret, null removes it.
    const kept = await w.hooks(`/${hook.id}`, { method: 'PUT', body: { title: 'Renamed' } });
    expect(kept.body).toMatchObject({ title: 'Renamed', hasSecret: true });
    const removed = await w.hooks(`/${hook.id}`, { method: 'PUT', body: { secret: null } });
    expect(removed.body.hasSecret).toBe(false);
    expect((await w.hooks(`/${hook.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('refuses loopback, private and metadata targets unless the operator allows them', async () => {
    const restore = allowSsrf(undefined);
    try {
      for (const url of [
        rx.url,
        'http://localhost:9/',
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.1/',
        'http://[::1]:9/',
      ]) {
        const hook = await w.create({ title: 'SSRF', event: 'insert', url });
        const tested = await w.hooks(`/${hook.id}/test`, { body: {} });
        expect(tested.status).toBe(200);
        expect(tested.body).toMatchObject({ status: null, test: true });
        expect(tested.body.error).toMatch(/not allowed/);
        await w.hooks(`/${hook.id}`, { method: 'DELETE' });
      }
      // A queued delivery is refused the same way, retried and logged; the receiver hears nothing.
      const hook = await w.create({ title: 'SSRF queued', event: 'insert', url: rx.url });
      await w.insert({ name: 'Eve', age: 40 });
      const logs = await eventually(async () => {
        const list = await w.logs(hook.id);
        expect(list.length).toBeGreaterThanOrEqual(2);
        return list;
      });
      expect(logs.every((l) => l.status === null && /not allowed/.test(l.error ?? ''))).toBe(true);
      expect(rx.received).toHaveLength(0);
      await w.hooks(`/${hook.id}`, { method: 'DELETE' });
    } finally {
      restore();
    }
  });
});

describe('webhooks: deliveries never hold up writes', () => {
  let w: World;
  let rx: Receiver;
  let restore: () => void;
  beforeAll(async () => {
    w = await boot();
    rx = await startReceiver();
    restore = allowSsrf('127.0.0.1');
  });
  afterAll(async () => {
    restore?.();
    await rx?.close();
    await w?.h.close();
  });
  afterEach(() => {
    rx.answer = () => ({ status: 200 });
  });

  it('makes one delivery per insert of 1,000 rapid inserts', async () => {
    const hook = await w.create({ title: 'All', event: 'insert', url: rx.url });
    const names = Array.from({ length: 1000 }, (_, i) => `p${i}`);
    for (let i = 0; i < names.length; i += 25) await Promise.all(names.slice(i, i + 25).map((name, j) => w.insert({ name, age: i + j })));
    const got = await rx.waitFor(1000, 120_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toHaveLength(1000);
    expect(new Set(got.map((r) => r.json.row.name))).toEqual(new Set(names));
    expect(new Set(got.map((r) => r.headers['x-plinth-delivery'])).size).toBe(1000);
    await w.hooks(`/${hook.id}`, { method: 'DELETE' });
  }, 180_000);

  it('answers an insert while a slow receiver has not answered, and as fast as with a quick one', async () => {
    const hook = await w.create({ title: 'Slow', event: 'insert', url: rx.url });
    const timeInserts = async (n: number) => {
      const started = performance.now();
      for (let i = 0; i < n; i++) await w.insert({ name: `t${i}`, age: i });
      return (performance.now() - started) / n;
    };
    const before = rx.received.length;
    const fast = await timeInserts(20);
    await rx.waitFor(before + 20);

    // The receiver holds every answer until released.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    rx.answer = async () => (await held, { status: 200 });
    const count = rx.received.length;
    const slow = await timeInserts(20);
    // Deliveries of these inserts reached the receiver, which has answered none of them.
    await rx.waitFor(count + 1);
    let answered = false;
    void held.then(() => (answered = true));
    await w.insert({ name: 'while held', age: 1 });
    expect(answered).toBe(false);
    expect(slow).toBeLessThan(fast * 5 + 20);
    release();
    await w.hooks(`/${hook.id}`, { method: 'DELETE' });
  }, 60_000);
});
