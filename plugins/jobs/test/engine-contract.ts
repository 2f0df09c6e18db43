/**
 * What every jobs engine must do, run against the meta store engine (SQLite and PostgreSQL) and
 * BullMQ on the real Redis. `open` makes a new engine on the same store: a second server, or
 * the same one after a restart.
 */
import { expect, it } from 'vitest';
import type { JobRun } from '@plinth/sdk/server';
import type { JobsEngine } from '../server/meta-engine.js';

export type OpenEngine = () => JobsEngine;

/** The job names the contract uses (a store's cleanup can remove their queues). */
export const CONTRACT_JOB_NAMES = ['greet', 'flaky', 'doomed', 'later', 'work', 'tick', 'boom', 'fine'];

/** Polls until `check` holds or `ms` pass. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  do {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  } while (Date.now() < end);
  return false;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function engineContract(open: () => Promise<OpenEngine>, track: (engine: JobsEngine) => JobsEngine) {
  it('runs an enqueued job once with its payload', async () => {
    const engine = track((await open())());
    const runs: { payload: unknown; job: JobRun }[] = [];
    engine.handle('greet', (payload, job) => void runs.push({ payload, job }));
    const id = await engine.enqueue('greet', { to: 'Ada', n: [1, 2] });
    expect(await eventually(() => runs.length === 1)).toBe(true);
    await sleep(300);
    expect(runs).toEqual([{ payload: { to: 'Ada', n: [1, 2] }, job: { id, name: 'greet', attempt: 1, attempts: 1 } }]);
  });

  it('retries a failing job with backoff until it succeeds, and gives up after its tries', async () => {
    const engine = track((await open())());
    const attempts: number[] = [];
    const times: number[] = [];
    engine.handle('flaky', (_payload, job) => {
      attempts.push(job.attempt);
      times.push(Date.now());
      if (job.attempt < 3) throw new Error(`try ${job.attempt} failed`);
      return 'ok';
    });
    await engine.enqueue('flaky', {}, { attempts: 3, backoffMs: 150 });
    expect(await eventually(() => attempts.length === 3)).toBe(true);
    expect(attempts).toEqual([1, 2, 3]);
    // The second wait is twice the first.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(140);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(290);

    const doomed: number[] = [];
    engine.handle('doomed', (_p, job) => {
      doomed.push(job.attempt);
      throw new Error('always');
    });
    await engine.enqueue('doomed', {}, { attempts: 2, backoffMs: 50 });
    expect(await eventually(() => doomed.length === 2)).toBe(true);
    await sleep(400);
    expect(doomed).toEqual([1, 2]);
  });

  it('keeps a waiting job across a restart: the next server runs it', async () => {
    const openOnStore = await open();
    const first = openOnStore();
    await first.enqueue('later', { n: 7 }, { delayMs: 400 });
    await first.close();
    const second = track(openOnStore());
    const got: unknown[] = [];
    second.handle('later', (payload) => void got.push(payload));
    expect(await eventually(() => got.length === 1)).toBe(true);
    expect(got).toEqual([{ n: 7 }]);
  });

  it('two servers on one store: every job runs once, and a schedule ticks once per second across both', async () => {
    const openOnStore = await open();
    const a = track(openOnStore());
    const b = track(openOnStore());
    const ran: string[] = [];
    const ticks: { server: string; second: number }[] = [];
    for (const [server, engine] of [
      ['a', a],
      ['b', b],
    ] as const) {
      engine.handle('work', (payload) => void ran.push(String((payload as { i: number }).i)), { concurrency: 2 });
      engine.handle('tick', () => void ticks.push({ server, second: Math.floor(Date.now() / 1000) }));
    }
    for (let i = 0; i < 40; i++) await (i % 2 ? a : b).enqueue('work', { i });
    expect(await eventually(() => ran.length >= 40)).toBe(true);
    await sleep(300);
    expect(ran.sort()).toEqual(Array.from({ length: 40 }, (_, i) => String(i)).sort());

    const start = Date.now();
    await a.schedule('every-second', { cron: '* * * * * *', name: 'tick' });
    await b.schedule('every-second', { cron: '* * * * * *', name: 'tick' });
    await sleep(3200);
    await a.unschedule('every-second');
    const elapsedTicks = Math.floor((Date.now() - start) / 1000);
    await sleep(700);
    const seconds = ticks.map((t) => t.second);
    expect(new Set(seconds).size, JSON.stringify(ticks)).toBe(seconds.length);
    expect(seconds.length).toBeGreaterThanOrEqual(elapsedTicks - 1);
    expect(seconds.length).toBeLessThanOrEqual(elapsedTicks + 1);
  });

  it('a job that throws does not stop the schedules or the other jobs', async () => {
    const engine = track((await open())());
    let failures = 0;
    const ok: unknown[] = [];
    engine.handle('boom', () => {
      failures++;
      throw new Error('boom');
    });
    engine.handle('fine', (payload) => void ok.push(payload));
    await engine.schedule('boom-every-second', { cron: '* * * * * *', name: 'boom' });
    expect(await eventually(() => failures >= 2, 4000)).toBe(true);
    await engine.enqueue('fine', 1);
    expect(await eventually(() => ok.length === 1)).toBe(true);
    await engine.unschedule('boom-every-second');
  });

  it('refuses a bad cron expression or time zone with a 400 naming it, and describes a good one', async () => {
    const engine = track((await open())());
    await expect(engine.schedule('bad', { cron: '61 * * * *', name: 'x' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("Invalid cron expression '61 * * * *'"),
    });
    await expect(engine.schedule('bad', { cron: '* * *', name: 'x' })).rejects.toMatchObject({ status: 400 });
    await expect(engine.schedule('bad', { cron: '0 9 * * *', timezone: 'Mars/Olympus', name: 'x' })).rejects.toMatchObject({
      status: 400,
      message: "Unknown time zone 'Mars/Olympus'",
    });
    const described = engine.describeCron('0 9 * * 1-5', 'Europe/Berlin', 5);
    expect(described.text).toBe('At 09:00, Monday through Friday');
    expect(described.next).toHaveLength(5);
    for (const when of described.next) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'short',
      }).format(when);
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 09:00$/);
    }
  });
}
