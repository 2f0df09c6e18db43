import { randomUUID } from 'node:crypto';
import type { Logger } from '@plinth/sdk';
import type { EnqueueOptions, JobRun, JobSchedule, JobsService, Knex } from '@plinth/sdk/server';
import { cronOf, describeCron, nextRunAfter } from './cron.js';
import { failedText, QUEUE_TABLE, resultText, SCHEDULE_TABLE } from './store.js';

interface Handler {
  run(payload: unknown, job: JobRun): unknown;
  concurrency: number;
  running: number;
}

interface QueueRow {
  id: string;
  name: string;
  payload: string;
  attempt: number;
  attempts: number;
  backoff_ms: number;
}

export interface EngineOptions {
  /** How often the queue and schedules are read; default 200 ms. */
  pollMs?: number;
  /** How long a claimed job stays this server's without a renewal; default 60 s. */
  leaseMs?: number;
}

/** A jobs engine with its lifecycle. */
export interface JobsEngine extends JobsService {
  close(): Promise<void>;
}

const NEVER = 8_640_000_000_000_000;
const CLAIM_BATCH = 20;

/**
 * The jobs engine on the meta store, for a single install or servers sharing a PostgreSQL / MySQL
 * meta store without Redis. A job is claimed by a conditional update (one server wins), a
 * schedule's tick by moving its next run time conditionally in the same transaction as the job
 * it makes; a claimed job carries a lease, renewed while it runs, so a crashed server's jobs are
 * tried again by another.
 */
export function metaStoreEngine(meta: Knex, log: Logger, options: EngineOptions = {}): JobsEngine {
  const pollMs = options.pollMs ?? 200;
  const leaseMs = options.leaseMs ?? 60_000;
  const serverId = randomUUID();
  const handlers = new Map<string, Handler>();
  const inFlight = new Set<Promise<void>>();
  let ticking = false;
  let again = false;
  let closed = false;
  let lastCleanup = 0;

  const insertJob = async (db: Knex, name: string, payload: unknown, opts: EnqueueOptions & { runAt?: number }) => {
    const id = randomUUID();
    await db(QUEUE_TABLE).insert({
      id,
      name,
      payload: JSON.stringify(payload ?? null),
      status: 'waiting',
      attempt: 1,
      attempts: Math.max(1, opts.attempts ?? 1),
      backoff_ms: Math.max(0, opts.backoffMs ?? 1000),
      run_at: opts.runAt ?? Date.now() + Math.max(0, opts.delayMs ?? 0),
      created_at: Date.now(),
    });
    return id;
  };

  async function fireSchedules(now: number) {
    const due = await meta(SCHEDULE_TABLE).where('next_run_at', '<=', now).select();
    for (const s of due) {
      const old = Number(s.next_run_at);
      // Ticks missed while no server ran collapse into this one.
      const next = nextRunAfter(s.cron, s.timezone, now) ?? NEVER;
      await meta.transaction(async (trx) => {
        const moved = await trx(SCHEDULE_TABLE).where({ key: s.key, next_run_at: old }).update({ next_run_at: next });
        if (moved === 1) await insertJob(trx, s.name, JSON.parse(s.payload), { attempts: s.attempts, backoffMs: s.backoff_ms, runAt: old });
      });
    }
  }

  /** Jobs whose server stopped renewing their lease: tried again while tries remain. */
  async function recoverStale(now: number) {
    const stale = meta(QUEUE_TABLE).where('status', 'active').andWhere('locked_until', '<', now);
    await stale
      .clone()
      .whereRaw('attempt >= attempts')
      .update({ status: 'failed', error: 'The server running the job stopped', finished_at: now, locked_by: null });
    await stale.clone().update({ status: 'waiting', attempt: meta.raw('attempt + 1'), run_at: now, locked_by: null });
  }

  async function runClaimed(id: string, handler: Handler) {
    const row = (await meta(QUEUE_TABLE).where({ id }).first()) as QueueRow;
    const mine = () => meta(QUEUE_TABLE).where({ id, locked_by: serverId });
    const renew = setInterval(
      () =>
        void mine()
          .update({ locked_until: Date.now() + leaseMs })
          .catch(() => undefined),
      leaseMs / 3,
    );
    const job: JobRun = { id, name: row.name, attempt: Number(row.attempt), attempts: Number(row.attempts) };
    try {
      const result = await handler.run(JSON.parse(row.payload), job);
      await mine().update({ status: 'done', result: resultText(result), error: null, finished_at: Date.now(), locked_by: null });
    } catch (err) {
      const now = Date.now();
      if (job.attempt < job.attempts) {
        const wait = Number(row.backoff_ms) * 2 ** (job.attempt - 1);
        await mine().update({ status: 'waiting', attempt: job.attempt + 1, run_at: now + wait, error: failedText(err), locked_by: null });
      } else await mine().update({ status: 'failed', error: failedText(err), finished_at: now, locked_by: null });
    } finally {
      clearInterval(renew);
    }
  }

  async function claimAndRun(now: number) {
    const free = [...handlers].filter(([, h]) => h.running < h.concurrency).map(([name]) => name);
    if (free.length === 0) return;
    const rows: { id: string; name: string }[] = await meta(QUEUE_TABLE)
      .whereIn('name', free)
      .andWhere('status', 'waiting')
      .andWhere('run_at', '<=', now)
      .orderBy('run_at')
      .limit(CLAIM_BATCH)
      .select('id', 'name');
    for (const row of rows) {
      const handler = handlers.get(row.name);
      if (!handler || handler.running >= handler.concurrency || closed) continue;
      const claimed = await meta(QUEUE_TABLE)
        .where({ id: row.id, status: 'waiting' })
        .update({ status: 'active', locked_by: serverId, locked_until: now + leaseMs, started_at: now });
      if (claimed !== 1) continue;
      handler.running++;
      const running = runClaimed(row.id, handler)
        .catch((err: unknown) => log.error('jobs: could not record a job outcome', err))
        .finally(() => {
          handler.running--;
          inFlight.delete(running);
          kick();
        });
      inFlight.add(running);
    }
  }

  async function cleanup(now: number) {
    if (now - lastCleanup < 60_000) return;
    lastCleanup = now;
    await meta(QUEUE_TABLE)
      .where('status', 'done')
      .andWhere('finished_at', '<', now - 86_400_000)
      .delete();
    await meta(QUEUE_TABLE)
      .where('status', 'failed')
      .andWhere('finished_at', '<', now - 7 * 86_400_000)
      .delete();
  }

  async function tick() {
    if (ticking) return void (again = true);
    ticking = true;
    try {
      do {
        again = false;
        const now = Date.now();
        await fireSchedules(now);
        await recoverStale(now);
        await claimAndRun(now);
        await cleanup(now);
      } while (again && !closed);
    } catch (err) {
      if (!closed) log.warn('jobs: reading the queue failed', err);
    } finally {
      ticking = false;
    }
  }
  const kick = () => {
    if (!closed) setImmediate(() => void tick());
  };
  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();

  return {
    sharedQueue: false,
    handle(name, run, handlerOptions) {
      const handler: Handler = { run: run as Handler['run'], concurrency: Math.max(1, handlerOptions?.concurrency ?? 4), running: 0 };
      handlers.set(name, handler);
      kick();
      return () => {
        if (handlers.get(name) === handler) handlers.delete(name);
      };
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      const id = await insertJob(meta, name, payload, enqueueOptions);
      if (!enqueueOptions.delayMs) kick();
      return id;
    },
    async schedule(key, schedule: JobSchedule) {
      cronOf(schedule.cron, schedule.timezone);
      const row = {
        cron: schedule.cron.trim(),
        timezone: schedule.timezone?.trim() || 'UTC',
        name: schedule.name,
        payload: JSON.stringify(schedule.payload ?? null),
        attempts: Math.max(1, schedule.attempts ?? 1),
        backoff_ms: Math.max(0, schedule.backoffMs ?? 1000),
        next_run_at: nextRunAfter(schedule.cron, schedule.timezone, Date.now()) ?? NEVER,
      };
      await meta.transaction(async (trx) => {
        const updated = await trx(SCHEDULE_TABLE).where({ key }).update(row);
        if (updated === 0) await trx(SCHEDULE_TABLE).insert({ key, ...row });
      });
    },
    async unschedule(key) {
      await meta(SCHEDULE_TABLE).where({ key }).delete();
    },
    describeCron,
    async close() {
      closed = true;
      clearInterval(timer);
      handlers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
