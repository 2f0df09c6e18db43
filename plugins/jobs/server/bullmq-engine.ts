import { Queue, Worker, type ConnectionOptions, type JobsOptions } from 'bullmq';
import type { Logger } from '@plinth/sdk';
import type { EnqueueOptions, JobSchedule } from '@plinth/sdk/server';
import { checkedTimezone, cronOf, describeCron } from './cron.js';
import type { JobsEngine } from './meta-engine.js';

/** The queue whose scheduler jobs make the scheduled jobs (one per tick, across the servers). */
const SCHEDULES_QUEUE = 'schedules';

interface TickData {
  name: string;
  payload: unknown;
  attempts: number;
  backoffMs: number;
}

/** ioredis options from a `redis://` or `rediss://` URL (BullMQ takes options, not a URL). */
function connectionOf(url: string): ConnectionOptions {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.replace(/^\//, '') || 0);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: Number(parsed.port || 6379),
    username: decodeURIComponent(parsed.username) || undefined,
    password: decodeURIComponent(parsed.password) || undefined,
    db: Number.isInteger(db) ? db : 0,
    ...(parsed.protocol === 'rediss:' && { tls: {} }),
    // Workers block on Redis; BullMQ needs unlimited retries per request for them.
    maxRetriesPerRequest: null,
  };
}

function jobOptions(options: EnqueueOptions): JobsOptions {
  const attempts = Math.max(1, options.attempts ?? 1);
  return {
    delay: Math.max(0, options.delayMs ?? 0),
    attempts,
    backoff: { type: 'exponential', delay: Math.max(0, options.backoffMs ?? 1000) },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 5000 },
  };
}

/**
 * The jobs engine on BullMQ: a queue per job name in the Redis every server shares, so a job runs
 * on one server, retries wait in Redis (surviving restarts) and a schedule's tick makes one job
 * (BullMQ job schedulers). `prefix` keeps installs sharing a Redis apart.
 */
export function bullmqEngine(redisUrl: string, prefix: string, log: Logger): JobsEngine {
  const connection = connectionOf(redisUrl);
  const queues = new Map<string, Queue>();
  const workers = new Set<Worker>();
  const queueFor = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix });
      queue.on('error', (err) => log.warn(`jobs: queue '${name}'`, err));
      queues.set(name, queue);
    }
    return queue;
  };
  const startWorker = (name: string, process: ConstructorParameters<typeof Worker>[1], concurrency: number) => {
    const worker = new Worker(name, process, { connection, prefix, concurrency });
    worker.on('error', (err) => log.warn(`jobs: worker '${name}'`, err));
    workers.add(worker);
    return worker;
  };

  // Every server forwards the ticks; a tick's job id makes a retried forward add nothing twice.
  startWorker(
    SCHEDULES_QUEUE,
    async (tick) => {
      const data = tick.data as TickData;
      await queueFor(data.name).add(data.name, data.payload, {
        ...jobOptions({ attempts: data.attempts, backoffMs: data.backoffMs }),
        jobId: `tick-${String(tick.id).replace(/:/g, '-')}`,
      });
    },
    4,
  );

  return {
    sharedQueue: true,
    handle(name, run, options) {
      const worker = startWorker(
        name,
        async (job) =>
          run(job.data as Parameters<typeof run>[0], {
            id: String(job.id),
            name,
            attempt: job.attemptsMade + 1,
            attempts: job.opts.attempts ?? 1,
          }),
        Math.max(1, options?.concurrency ?? 4),
      );
      return () => {
        workers.delete(worker);
        void worker.close().catch((err: unknown) => log.warn(`jobs: closing worker '${name}'`, err));
      };
    },
    async enqueue(name, payload, options = {}) {
      const job = await queueFor(name).add(name, payload, jobOptions(options));
      return String(job.id);
    },
    async schedule(key, schedule: JobSchedule) {
      cronOf(schedule.cron, schedule.timezone);
      const data: TickData = {
        name: schedule.name,
        payload: schedule.payload ?? null,
        attempts: Math.max(1, schedule.attempts ?? 1),
        backoffMs: Math.max(0, schedule.backoffMs ?? 1000),
      };
      await queueFor(SCHEDULES_QUEUE).upsertJobScheduler(
        key,
        { pattern: schedule.cron.trim(), tz: checkedTimezone(schedule.timezone) },
        { name: 'tick', data, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
      );
    },
    async unschedule(key) {
      await queueFor(SCHEDULES_QUEUE).removeJobScheduler(key);
    },
    describeCron,
    async close() {
      await Promise.allSettled([...workers].map((w) => w.close()));
      await Promise.allSettled([...queues.values()].map((q) => q.close()));
      workers.clear();
      queues.clear();
    },
  };
}
