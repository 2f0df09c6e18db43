/**
 * Cron Jobs over HTTP on a SQLite meta store (the meta store jobs engine): expressions described
 * and refused with the problem named, jobs created / changed / enabled / disabled / deleted with
 * their schedules, ticks and Run now recorded in the history (kept to 500), a failing action
 * recorded as failed while the scheduler goes on, HTTP actions through the SSRF guard, SQL
 * actions for admins, and only the project's owners and creators.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, signedUpProject, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { CronJobsStore } from '../server/store.js';
import type { CronJob, CronJobList, CronRun } from '../types.js';
import { actionCalls, eventually, sleep, testActions } from './helpers.js';

const PLUGINS = ['mailer', 'auth', 'jobs', 'dialect-sqlite', 'projects', 'cron-jobs', testActions];
const EVERY_SECOND = '* * * * * *';

let h: TestHost;
let session: TestProjectSession;
let target: Server;
let targetUrl: string;
const hits: { method: string; body: string; auth?: string }[] = [];
const redisBefore = process.env.PLINTH_REDIS_URL;

const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  h.request(`/api/v1/cron-jobs/${session.projectId}${path}`, { ...init, headers: { 'xc-auth': init.token ?? session.token } });
const create = async (body: Record<string, unknown>) => {
  const r = await call('', { body: { timezone: 'UTC', enabled: true, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as CronJob;
};
const runs = async (jobId: string): Promise<CronRun[]> => {
  const r = await call(`/${jobId}/runs?limit=500`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.list;
};
const countAction = (params: Record<string, unknown> = {}) => ({ kind: 'plugin', actionId: 'test.count', params });

beforeAll(async () => {
  delete process.env.PLINTH_REDIS_URL;
  h = await bootTestHost({ plugins: PLUGINS });
  session = await signedUpProject(h, { title: 'Cron' });
  target = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push({ method: req.method ?? '', body, auth: req.headers.authorization });
      res.writeHead(req.url === '/fail' ? 503 : 200, { 'content-type': 'text/plain' }).end(`pong ${req.method}`);
    });
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await h?.close();
  await new Promise((r) => target?.close(r));
  if (redisBefore === undefined) delete process.env.PLINTH_REDIS_URL;
  else process.env.PLINTH_REDIS_URL = redisBefore;
});

describe('expressions', () => {
  it('describes an expression in words with its next 5 runs in the time zone', async () => {
    const r = await call('/describe', { body: { cron: '30 9 * * 1-5', timezone: 'Europe/Berlin' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.text).toMatch(/09:30/);
    expect(r.body.text).toMatch(/Monday through Friday/);
    expect(r.body.next).toHaveLength(5);
    for (const at of r.body.next as string[]) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'short',
      }).format(new Date(at));
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 09:30$/);
    }
  });

  it('refuses an invalid expression or time zone with a 400 naming the problem, and stores nothing', async () => {
    const bad = await call('/describe', { body: { cron: '61 * * * *' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("Invalid cron expression '61 * * * *'");
    const fields = await call('/describe', { body: { cron: '* * *' } });
    expect(fields.status).toBe(400);
    expect(fields.body.msg).toContain('expected 5 or 6 fields, got 3');
    const zone = await call('/describe', { body: { cron: '* * * * *', timezone: 'Mars/Olympus' } });
    expect(zone.status).toBe(400);
    expect(zone.body.msg).toBe("Unknown time zone 'Mars/Olympus'");

    const refused = await call('', { body: { name: 'Nope', cron: 'every day', action: countAction() } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain("Invalid cron expression 'every day'");
    const refusedZone = await call('', { body: { name: 'Nope', cron: '0 * * * *', timezone: 'Nowhere/City', action: countAction() } });
    expect(refusedZone.status).toBe(400);
    expect(refusedZone.body.msg).toBe("Unknown time zone 'Nowhere/City'");
    expect(((await call('')).body as CronJobList).list.filter((j) => j.name === 'Nope')).toEqual([]);
  });

  it('refuses bad bodies with their messages', async () => {
    const cases: [unknown, string][] = [
      [{ cron: '* * * * *', action: countAction() }, 'A job needs a name'],
      [{ name: 'x', cron: '* * * * *', action: { kind: 'shell', command: 'rm -rf /' } }, "The action's kind must be http, sql or plugin"],
      [
        { name: 'x', cron: '* * * * *', action: { kind: 'http', method: 'GET', url: 'file:///etc/passwd' } },
        'The URL must be an http:// or https:// address',
      ],
      [
        { name: 'x', cron: '* * * * *', action: { kind: 'http', method: 'TRACE', url: 'https://example.com' } },
        'The method must be one of',
      ],
      [{ name: 'x', cron: '* * * * *', action: countAction(), extra: 1 }, ''],
      [{ name: 'x', cron: '* * * * *', action: { kind: 'plugin', actionId: 'no.such' } }, "Unknown action 'no.such'"],
    ];
    for (const [body, msg] of cases) {
      const r = await call('', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
  });
});

describe('jobs and their runs', () => {
  it('runs a job every tick, records each run, and stops when disabled', async () => {
    const job = await create({ name: 'Every second', cron: EVERY_SECOND, action: countAction({ tag: 'tick' }) });
    expect(job.description).toBe('Every second');
    expect(job.next).toHaveLength(5);
    expect(await eventually(async () => (await runs(job.id)).length >= 2)).toBe(true);
    const recorded = await runs(job.id);
    expect(recorded[0]).toMatchObject({ jobId: job.id, trigger: 'schedule', status: 'ok', error: null });
    expect(JSON.parse(recorded[0]!.output!)).toHaveProperty('calls');
    expect(actionCalls.filter((c) => c.params.tag === 'tick').every((c) => c.projectId === session.projectId)).toBe(true);

    const list = (await call('')).body as CronJobList;
    expect(list.actions).toEqual([{ id: 'test.count', title: 'Count calls' }]);
    expect(list.sqlAllowed).toBe(true);
    expect(list.list.find((j) => j.id === job.id)?.lastRun?.status).toBe('ok');

    const off = await call(`/${job.id}`, { method: 'PATCH', body: { enabled: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, next: [] });
    await sleep(400);
    const settled = (await runs(job.id)).length;
    await sleep(1600);
    expect((await runs(job.id)).length).toBe(settled);

    // Run now works on a disabled job, once.
    const now = await call(`/${job.id}/run`, { method: 'POST' });
    expect(now.status).toBe(202);
    expect(await eventually(async () => (await runs(job.id)).length === settled + 1)).toBe(true);
    expect((await runs(job.id))[0]!.trigger).toBe('manual');

    // Enabled again, it ticks again; deleted, it stops and its history goes.
    expect((await call(`/${job.id}`, { method: 'PATCH', body: { enabled: true } })).status).toBe(200);
    expect(await eventually(async () => (await runs(job.id)).length > settled + 1)).toBe(true);
    expect((await call(`/${job.id}`, { method: 'DELETE' })).body).toEqual({ msg: 'Cron job deleted' });
    const callsAfterDelete = actionCalls.length;
    await sleep(1500);
    expect(actionCalls.length - callsAfterDelete).toBeLessThanOrEqual(1);
    expect((await call(`/${job.id}/runs`)).status).toBe(404);
  });

  it('records a failing action as failed with its message, and the scheduler goes on', async () => {
    const failing = await create({ name: 'Boom', cron: EVERY_SECOND, action: countAction({ fail: 'the target said no' }) });
    const fine = await create({ name: 'Fine', cron: EVERY_SECOND, action: countAction({ tag: 'fine' }) });
    expect(await eventually(async () => (await runs(failing.id)).length >= 2 && (await runs(fine.id)).length >= 2)).toBe(true);
    const [failed] = await runs(failing.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'the target said no', output: null });
    expect((await runs(fine.id)).every((r) => r.status === 'ok')).toBe(true);
    for (const id of [failing.id, fine.id]) await call(`/${id}`, { method: 'DELETE' });
  });

  it('changes a job: its schedule follows, and a bad change is refused and changes nothing', async () => {
    const job = await create({ name: 'Hourly', cron: '0 * * * *', timezone: 'Asia/Tokyo', action: countAction() });
    const bad = await call(`/${job.id}`, { method: 'PATCH', body: { cron: '0 25 * * *' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("Invalid cron expression '0 25 * * *'");
    const renamed = await call(`/${job.id}`, { method: 'PATCH', body: { name: 'Daily', cron: '0 9 * * *' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Daily', cron: '0 9 * * *', timezone: 'Asia/Tokyo', description: 'At 09:00' });
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' });
    expect((renamed.body.next as string[]).map((d) => hour.format(new Date(d)))).toEqual(Array(5).fill('09:00'));
    expect((await call('/no-such-job', { method: 'PATCH', body: { name: 'x' } })).status).toBe(404);
    await call(`/${job.id}`, { method: 'DELETE' });
  });

  it('keeps the newest 500 runs of a job', async () => {
    const job = await create({ name: 'Kept', cron: '0 0 1 1 *', enabled: false, action: countAction() });
    const store = new CronJobsStore(h.host.meta.knex);
    const base = Date.now();
    for (let i = 0; i < 503; i++)
      await store.recordRun({
        jobId: job.id,
        trigger: 'manual',
        status: 'ok',
        startedAt: new Date(base + i).toISOString(),
        durationMs: 1,
        output: String(i),
        error: null,
      });
    const kept = await runs(job.id);
    expect(kept).toHaveLength(500);
    expect(kept[0]!.output).toBe('502');
    expect(kept[499]!.output).toBe('3');
    await call(`/${job.id}`, { method: 'DELETE' });
  });
});

describe('HTTP actions', () => {
  it('refuses loopback targets unless the operator allows them, then sends the request', async () => {
    const job = await create({
      name: 'Ping',
      cron: '0 0 1 1 *',
      action: {
        kind: 'http',
        method: 'POST',
        url: `${targetUrl}/ping`,
        headers: [
          { name: 'Authorization', value: 'Bearer sekrit', enabled: true },
          { name: 'X-Off', value: 'no', enabled: false },
        ],
        body: '{"hello":"cron"}',
      },
    });
    const allowBefore = process.env.PLINTH_SSRF_ALLOW;
    try {
      delete process.env.PLINTH_SSRF_ALLOW;
      await call(`/${job.id}/run`, { method: 'POST' });
      expect(await eventually(async () => (await runs(job.id)).length === 1)).toBe(true);
      const [refused] = await runs(job.id);
      expect(refused!.status).toBe('failed');
      expect(refused!.error).toMatch(/127\.0\.0\.1/);
      expect(hits).toEqual([]);

      process.env.PLINTH_SSRF_ALLOW = '127.0.0.1';
      await call(`/${job.id}/run`, { method: 'POST' });
      expect(await eventually(async () => (await runs(job.id)).length === 2)).toBe(true);
      const [sent] = await runs(job.id);
      expect(sent).toMatchObject({ status: 'ok', output: 'HTTP 200\npong POST', error: null });
      expect(hits).toEqual([{ method: 'POST', body: '{"hello":"cron"}', auth: 'Bearer sekrit' }]);

      // An error status fails the run and keeps what the target answered.
      const failing = await call(`/${job.id}`, {
        method: 'PATCH',
        body: { action: { kind: 'http', method: 'GET', url: `${targetUrl}/fail`, headers: [], body: '' } },
      });
      expect(failing.status, JSON.stringify(failing.body)).toBe(200);
      await call(`/${job.id}/run`, { method: 'POST' });
      expect(await eventually(async () => (await runs(job.id)).length === 3)).toBe(true);
      expect((await runs(job.id))[0]).toMatchObject({
        status: 'failed',
        error: 'The request answered HTTP 503',
        output: 'HTTP 503\npong GET',
      });
    } finally {
      if (allowBefore === undefined) delete process.env.PLINTH_SSRF_ALLOW;
      else process.env.PLINTH_SSRF_ALLOW = allowBefore;
      await call(`/${job.id}`, { method: 'DELETE' });
    }
  });
});

describe('SQL actions and who may do what', () => {
  it('runs a stored statement on the project database and keeps its rows', async () => {
    const job = await create({ name: 'Count', cron: '0 0 1 1 *', action: { kind: 'sql', sql: "SELECT 41 + 1 AS answer, 'ok' AS word" } });
    await call(`/${job.id}/run`, { method: 'POST' });
    expect(await eventually(async () => (await runs(job.id)).length === 1)).toBe(true);
    const [run] = await runs(job.id);
    expect(run!.status, run!.error ?? '').toBe('ok');
    expect(JSON.parse(run!.output!)).toEqual({ rows: [{ answer: 42, word: 'ok' }], truncated: false });

    await call(`/${job.id}`, { method: 'PATCH', body: { action: { kind: 'sql', sql: 'SELECT nope FROM nothing_here' } } });
    await call(`/${job.id}/run`, { method: 'POST' });
    expect(await eventually(async () => (await runs(job.id)).length === 2)).toBe(true);
    expect((await runs(job.id))[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/nothing_here/) });
    await call(`/${job.id}`, { method: 'DELETE' });
  });

  it('runs a SQL job only while whoever saved it may still run SQL in the project', async () => {
    const sqlCreator = await session.member('sql-creator@example.com', 'creator');
    const job = await create({ name: 'As creator', cron: '0 0 1 1 *', enabled: false, action: { kind: 'sql', sql: 'SELECT 1 AS one' } });
    // Saved again by the creator: the job now runs with the creator's rights.
    const saved = await call(`/${job.id}`, { method: 'PATCH', body: { name: 'Saved by the creator' }, token: sqlCreator });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).not.toHaveProperty('savedBy');
    await call(`/${job.id}/run`, { method: 'POST' });
    expect(await eventually(async () => (await runs(job.id)).length === 1)).toBe(true);
    expect((await runs(job.id))[0]).toMatchObject({ status: 'ok' });

    const me = await h.request('/user/me', { headers: { 'xc-auth': sqlCreator } });
    const demoted = await h.request(`/api/v1/auth/projects/${session.projectId}/users/${me.body.id}`, {
      method: 'PATCH',
      body: { roles: 'editor' },
      headers: { 'xc-auth': session.token },
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    await call(`/${job.id}/run`, { method: 'POST' });
    expect(await eventually(async () => (await runs(job.id)).length === 2)).toBe(true);
    expect((await runs(job.id))[0]).toMatchObject({
      status: 'failed',
      error: 'The user who saved this SQL job may no longer run SQL in this project',
    });
    await call(`/${job.id}`, { method: 'DELETE' });
  });

  it('answers only the project owners and creators', async () => {
    const job = await create({ name: 'Guarded', cron: '0 0 1 1 *', enabled: false, action: countAction() });
    const creator = await session.member('creator@example.com', 'creator');
    const editor = await session.member('editor@example.com', 'editor');
    const outsider = await session.member('outsider@example.com');
    expect((await call('', { token: creator })).status).toBe(200);
    for (const token of [editor, outsider]) {
      expect((await call('', { token })).status).toBe(403);
      expect((await call('', { token, body: { name: 'x', cron: '* * * * *', action: countAction() } })).status).toBe(403);
      expect((await call(`/${job.id}/run`, { token, method: 'POST' })).status).toBe(403);
      expect((await call(`/${job.id}/runs`, { token })).status).toBe(403);
      expect((await call(`/${job.id}`, { token, method: 'DELETE' })).status).toBe(403);
    }
    const anonymous = await h.request(`/api/v1/cron-jobs/${session.projectId}`);
    expect(anonymous.status).toBe(401);
    // Another project's job is not found through this project.
    const other = await signedUpProject(h, { title: 'Other', token: session.token });
    const elsewhere = await h.request(`/api/v1/cron-jobs/${other.projectId}/${job.id}/runs`, { headers: { 'xc-auth': session.token } });
    expect(elsewhere.status).toBe(404);
    await call(`/${job.id}`, { method: 'DELETE' });
  });

  it("drops a project's jobs with the project", async () => {
    const other = await signedUpProject(h, { title: 'Doomed', token: session.token });
    const made = await h.request(`/api/v1/cron-jobs/${other.projectId}`, {
      body: { name: 'Gone', cron: EVERY_SECOND, action: countAction({ tag: 'doomed' }) },
      headers: { 'xc-auth': session.token },
    });
    expect(made.status).toBe(201);
    expect(await eventually(() => actionCalls.some((c) => c.params.tag === 'doomed'))).toBe(true);
    const del = await h.request('/dashboard?q=sqlOp_projectDelete', {
      body: { project_id: other.projectId, args: {} },
      headers: { 'xc-auth': session.token },
    });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    await sleep(300);
    const before = actionCalls.filter((c) => c.params.tag === 'doomed').length;
    await sleep(1500);
    expect(actionCalls.filter((c) => c.params.tag === 'doomed').length).toBe(before);
    expect(await h.host.meta.knex('cron_jobs_jobs').where({ project_id: other.projectId })).toEqual([]);
  });
});
