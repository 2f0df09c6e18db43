/**
 * What the Cron Jobs routes answer and take (server and web share these shapes): a job of a
 * project with its schedule and its action, and the runs of its history.
 */

export const CRON_JOBS_API = '/api/v1/cron-jobs';

/** The permission of every Cron Jobs route: no role of the ability table lists it, so only the project's owners and creators hold it. */
export const CRON_JOBS_PERMISSION = 'cronJobs';

/** Runs kept per job (000 s.9: history lists hold at most 500 entries, newest first). */
export const RUNS_KEPT = 500;

export const CRON_HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;
type CronHttpMethod = (typeof CRON_HTTP_METHODS)[number];

/** A header row as the API client keeps it: sent only when named and enabled. */
interface CronHeader {
  name: string;
  value: string;
  enabled: boolean;
}

/** An HTTP request, the API client's shape: sent from the server through the SSRF guard. */
export interface CronHttpAction {
  kind: 'http';
  method: CronHttpMethod;
  url: string;
  headers: CronHeader[];
  body: string;
}

/** A stored SQL statement on the project's database (admins who may run raw SQL only). */
export interface CronSqlAction {
  kind: 'sql';
  sql: string;
}

/** An action another plugin registers (`CronActionToken`), with its parameters. */
interface CronPluginAction {
  kind: 'plugin';
  actionId: string;
  params: Record<string, unknown>;
}

export type CronJobAction = CronHttpAction | CronSqlAction | CronPluginAction;

type CronRunStatus = 'ok' | 'failed';

/** One run of a job. */
export interface CronRun {
  id: number;
  jobId: string;
  /** `schedule`: a tick; `manual`: Run now. */
  trigger: 'schedule' | 'manual';
  status: CronRunStatus;
  startedAt: string;
  durationMs: number;
  /** What the action answered (an HTTP status and body, rows as JSON...), cut to a sane size. */
  output: string | null;
  /** Why it failed. */
  error: string | null;
}

export interface CronJobInput {
  name: string;
  cron: string;
  /** IANA time zone; default UTC. */
  timezone: string;
  enabled: boolean;
  action: CronJobAction;
}

export interface CronJob extends CronJobInput {
  id: string;
  projectId: string;
  createdAt: string;
  updatedAt: string;
  /** The expression in words. */
  description: string;
  /** The next runs (ISO), empty while disabled. */
  next: string[];
  lastRun: Pick<CronRun, 'status' | 'startedAt' | 'durationMs'> | null;
}

/** A plugin's action as the form lists it. */
export interface CronActionInfo {
  id: string;
  title: string;
}

/** `GET /api/v1/cron-jobs/:projectId`. */
export interface CronJobList {
  list: CronJob[];
  /** The actions other plugins registered. */
  actions: CronActionInfo[];
  /** The caller may make jobs that run SQL. */
  sqlAllowed: boolean;
}

/** `POST /api/v1/cron-jobs/:projectId/describe`. */
export interface CronDescribeAnswer {
  text: string;
  next: string[];
}
