/**
 * Webhooks over HTTP on a real host: hooks saved and checked, deliveries to a receiver on
 * loopback (allowed for the test) signed, filtered by the condition, retried after a 500 and
 * logged, SSRF refused, and a slow receiver never holding up inserts. On a SQLite meta store
 * and on PostgreSQL.
 */
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@plinth/sdk/testing';
import { allowSsrf, startReceiver, type Receiver } from './receiver.js';
import { boot, eventually, type World } from './world.js';

const verify = (secret: string, r: { headers: Record<string, unknown>; body: string }) =>
  `sha256=${createHmac('sha256', secret)
    .update(`${String(r.headers['x-plinth-timestamp'])}.${r.body}`)
    .digest('hex')}`;

function deliveryTests(metaDb: () => string | undefined) {
  let w: World;
  let rx: Receiver;
  let restore: () => void;
  beforeAll(async () => {
    w = await boot(metaDb());
  });
  afterAll(async () => {
    await w?.h.close();
  });
  beforeEach(async () => {
    rx = await startReceiver();
    restore = allowSsrf('127.0.0.1');
  });
  afterEach(async () => {
    restore();
    await rx.close();
  });

  it('delivers matching inserts signed with the secret, retries after a 500 and logs every try', async () => {
    const hook = await w.create({ title: 'Adults', event: 'insert', url: rx.url, secret: 'shh', condition: '(age,gt,18)' });
    expect(hook).toMatchObject({ hasSecret: true, condition: '(age,gt,18)', kind: 'webhook', enabled: true });
    expect(JSON.stringify(hook)).not.toContain('shh');
    let first = true;
    rx.answer = () => (first ? ((first = false), { status: 500, body: 'try again' }) : { status: 200, body: 'thanks' });

    await w.insert({ name: 'Ann', age: 17 });
    await w.insert({ name: 'Bob', age: 25 });
    const [failed, ok] = await rx.waitFor(2);
    for (const r of [failed!, ok!]) {
      expect(r.headers['x-plinth-signature']).toBe(verify('shh', r as never));
      expect(r.headers['x-plinth-event']).toBe('insert');
      expect(r.json).toMatchObject({ event: 'insert', table: 'people', row: { name: 'Bob', age: 25 }, previous: null });
      expect(r.json.user.email).toBe('admin@example.com');
    }
    // One delivery, tried twice.
    expect(ok!.headers['x-plinth-delivery']).toBe(failed!.headers['x-plinth-delivery']);
    const logs = await eventually(async () => {
      const list = await w.logs(hook.id);
      expect(list).toHaveLength(2);
      return list;
    });
    expect(logs.map((l) => [l.attempt, l.status, l.response])).toEqual([
      [2, 200, 'thanks'],
      [1, 500, 'try again'],
    ]);
    expect(logs[1]!.error).toMatch(/500/);
    // Ann (17) never matched the condition.
    expect(rx.received.some((r) => r.json?.row?.name === 'Ann')).toBe(false);
    await w.hooks(`/${hook.id}`, { method: 'DELETE' });
  });

  it('sends updates with the previous row, chat formats and templates, and the test button', async () => {
    const slack = await w.create({ title: 'Chat', event: 'update', url: `${rx.url}?slack`, kind: 'slack' });
    const templated = await w.create({
      title: 'Tpl',
      event: 'update',
      url: `${rx.url}?tpl`,
      template: '{"who":"{{row.name}}","was":"{{previous.name}}","by":"{{user.email}}"}',
      headers: [{ name: 'X-Api-Key', value: 'k1' }],
    });
    const cid = await w.insert({ name: 'Cid "quoted"', age: 30 });
    const updated = await w.s.api(`/people/${cid.id}`, { method: 'PUT', body: { name: 'Dee' } });
    expect(updated.status).toBe(200);
    const got = await rx.waitFor(2);
    const chat = got.find((r) => r.json?.text)!;
    expect(chat.json.text).toContain('row');
    expect(chat.json.text).toContain('name: Cid "quoted" → Dee');
    const tpl = got.find((r) => r.json?.who)!;
    expect(tpl.json).toEqual({ who: 'Dee', was: 'Cid "quoted"', by: 'admin@example.com' });
    expect(tpl.headers['x-api-key']).toBe('k1');
    expect(tpl.headers['x-plinth-signature']).toBeUndefined();

    const tested = await w.hooks(`/${slack.id}/test`, { body: {} });
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ test: true, status: 200, attempt: 1 });
    expect(rx.received.at(-1)!.json.text).toContain('[test]');
    for (const id of [slack.id, templated.id]) await w.hooks(`/${id}`, { method: 'DELETE' });
  });
}

describe('webhooks on a SQLite meta store', () => {
  deliveryTests(() => undefined);
});

describe('webhooks on a PostgreSQL meta store', () => {
  let metaDb: TestDatabase;
  beforeAll(async () => {
    metaDb = await createTestDatabase('pg', 'plinth_webhooks_meta');
  });
  afterAll(async () => {
    await metaDb?.drop();
  });
  deliveryTests(() => metaDb.url);
});
