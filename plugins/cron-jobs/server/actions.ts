/**
 * Running a job's action: an HTTP request through the SSRF guard, a SQL statement on the
 * project's database with a time limit and a row cap, or an action another plugin registered.
 * Each answers the run's output text or throws why it failed.
 */
import type { CronAction as PluginCronAction, ProjectsService } from '@plinth/sdk/server';
import { safeFetch } from '@plinth/sdk/server';
import type { CronHttpAction, CronJobAction, CronSqlAction } from '../types.js';

/** Output kept per run. */
const OUTPUT_CHARS = 10_000;

interface ActionLimits {
  httpTimeoutMs: number;
  httpMaxBytes: number;
  sqlTimeoutMs: number;
  sqlMaxRows: number;
}

export interface ActionDeps {
  projects: ProjectsService;
  pluginActions(): PluginCronAction[];
  limits(): Promise<ActionLimits>;
  /** Why `userId` may not run raw SQL in the project now (null: they may). */
  sqlRefusal(projectId: string, userId: string | null): Promise<string | null>;
}

const cut = (text: string) => (text.length > OUTPUT_CHARS ? `${text.slice(0, OUTPUT_CHARS)}\n… (cut)` : text);

/** Thrown by an action that ran but did not succeed: the output is kept with the failure. */
export class ActionFailure extends Error {
  constructor(
    message: string,
    readonly output: string | null,
  ) {
    super(message);
  }
}

async function runHttp(action: CronHttpAction, limits: ActionLimits): Promise<string> {
  const headers: Record<string, string> = {};
  for (const h of action.headers) if (h.enabled && h.name.trim()) headers[h.name.trim()] = h.value;
  const hasBody = action.body !== '' && action.method !== 'GET' && action.method !== 'HEAD';
  if (hasBody && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = isJson(action.body) ? 'application/json' : 'text/plain';
  }
  const res = await safeFetch(action.url, {
    method: action.method,
    headers,
    body: hasBody ? action.body : undefined,
    timeoutMs: limits.httpTimeoutMs,
    maxBytes: limits.httpMaxBytes,
  });
  const output = cut(`HTTP ${res.status}\n${res.body.toString('utf8')}`);
  if (res.status >= 400) throw new ActionFailure(`The request answered HTTP ${res.status}`, output);
  return output;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

async function runSql(projectId: string, action: CronSqlAction, deps: ActionDeps, limits: ActionLimits): Promise<string> {
  const db = await deps.projects.database(projectId);
  if (!db.runRaw) throw new Error(`SQL jobs are not available for ${db.dialect.displayName} yet`);
  const run = await db.runRaw([action.sql], { timeoutMs: limits.sqlTimeoutMs, maxRows: limits.sqlMaxRows, readOnly: false });
  if (run.error) throw new Error(run.error.message);
  const result = run.results[0];
  if (!result) return '';
  if (!result.fields.length) return `${result.affectedRows ?? 0} rows affected`;
  const rows = result.rows.map((row) => Object.fromEntries(result.fields.map((f, i) => [f, row[i]])));
  return cut(JSON.stringify({ rows, truncated: result.truncated }, null, 1));
}

async function runPlugin(projectId: string, actionId: string, params: Record<string, unknown>, deps: ActionDeps): Promise<string> {
  const action = deps.pluginActions().find((a) => a.id === actionId);
  if (!action) throw new Error(`The action '${actionId}' is not available (its plugin is off or removed)`);
  const answer = await action.run(projectId, params);
  if (answer === undefined || answer === null) return '';
  return cut(typeof answer === 'string' ? answer : JSON.stringify(answer));
}

/**
 * Runs `action` for `projectId`; answers its output or throws why it failed. A SQL action runs
 * only while `savedBy` (who last saved the job) may still run raw SQL in the project.
 */
export async function runAction(projectId: string, action: CronJobAction, savedBy: string | null, deps: ActionDeps): Promise<string> {
  const limits = await deps.limits();
  switch (action.kind) {
    case 'http':
      return runHttp(action, limits);
    case 'sql': {
      const refusal = await deps.sqlRefusal(projectId, savedBy);
      if (refusal) throw new Error(refusal);
      return runSql(projectId, action, deps, limits);
    }
    case 'plugin':
      return runPlugin(projectId, action.actionId, action.params, deps);
  }
}
