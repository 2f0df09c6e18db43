/**
 * Background jobs (000 s.1 cron jobs; webhooks): work that must not hold up a request, retried
 * with backoff, and scheduled by cron expressions. A plugin provides `JobsToken`: in one process
 * persisted in the meta store, or on a queue in Redis shared by every Plinth server. Either way a
 * job enqueued once runs once across the servers (at least once after a crash), a schedule's
 * tick makes one job across the servers, and waiting jobs and their retries outlive a restart.
 */

/** The job a handler runs. */
export interface JobRun {
  id: string;
  name: string;
  /** 1 on the first try. */
  attempt: number;
  /** How many tries the job has in all. */
  attempts: number;
}

export interface JobHandlerOptions {
  /** Jobs of this name run at the same time on this server; default 4. */
  concurrency?: number;
}

export interface EnqueueOptions {
  /** Start no sooner than this; default now. */
  delayMs?: number;
  /** Tries in all, the first included; default 1 (no retry). */
  attempts?: number;
  /** The wait before the second try; it doubles for each further one. Default 1000. */
  backoffMs?: number;
}

/** A repeating job: one run of `name` with `payload` per tick of `cron` in `timezone`. */
export interface JobSchedule {
  /** Five or six fields (seconds first when six), e.g. `0 9 * * 1-5`. */
  cron: string;
  /** An IANA time zone such as `Europe/Berlin`; default UTC. */
  timezone?: string;
  name: string;
  payload?: unknown;
  /** Tries per tick (see `EnqueueOptions`). */
  attempts?: number;
  backoffMs?: number;
}

/** What a cron expression means, for the screens that ask for one. */
export interface CronDescription {
  /** The expression in words, in English. */
  text: string;
  /** The next runs from now, in the time zone's sense of the expression. */
  next: Date[];
}

export interface JobsService {
  /** True when the queue is shared by every server (Redis); false for the meta store engine. */
  readonly sharedQueue: boolean;
  /**
   * Runs jobs of `name` on this server. What the handler answers is the job's result; what it
   * throws fails the try (retried while tries remain). Answers the function that stops it.
   */
  handle<T>(name: string, run: (payload: T, job: JobRun) => unknown, options?: JobHandlerOptions): () => void;
  /** Queues a job; answers its id. A job of a name no server handles waits until one does. */
  enqueue<T>(name: string, payload: T, options?: EnqueueOptions): Promise<string>;
  /** Creates or replaces the schedule `key`; throws a 400 `HttpError` for a bad expression or time zone. */
  schedule(key: string, schedule: JobSchedule): Promise<void>;
  /** Removes the schedule `key` (nothing when there is none). */
  unschedule(key: string): Promise<void>;
  /** Checks and explains a cron expression; throws a 400 `HttpError` naming the problem. */
  describeCron(cron: string, timezone?: string, count?: number): CronDescription;
}

export { JobsToken } from '../service-tokens.js';
