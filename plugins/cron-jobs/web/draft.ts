/** The job form's draft: every action kind's fields kept while the user switches kinds. */
import type { CronHttpAction, CronJob, CronJobInput } from '../types.js';

export type ActionKind = CronJobInput['action']['kind'];

export interface Draft {
  name: string;
  cron: string;
  timezone: string;
  enabled: boolean;
  kind: ActionKind;
  http: CronHttpAction;
  sql: string;
  actionId: string;
  /** The plugin action's parameters as the user types them (JSON). */
  params: string;
}

export function draftOf(job: CronJob | null, firstActionId = ''): Draft {
  const action = job?.action;
  return {
    name: job?.name ?? '',
    cron: job?.cron ?? '0 * * * *',
    timezone: job?.timezone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'),
    enabled: job?.enabled ?? true,
    kind: action?.kind ?? 'http',
    http: action?.kind === 'http' ? action : { kind: 'http', method: 'GET', url: '', headers: [], body: '' },
    sql: action?.kind === 'sql' ? action.sql : '',
    actionId: action?.kind === 'plugin' ? action.actionId : firstActionId,
    params: action?.kind === 'plugin' ? JSON.stringify(action.params, null, 2) : '{}',
  };
}

/** What the routes take, or the message of what is wrong with the draft (the server checks the rest). */
export function inputOf(draft: Draft, paramsInvalid: string): CronJobInput | { error: string } {
  const base = { name: draft.name, cron: draft.cron, timezone: draft.timezone, enabled: draft.enabled };
  if (draft.kind === 'http') return { ...base, action: draft.http };
  if (draft.kind === 'sql') return { ...base, action: { kind: 'sql', sql: draft.sql } };
  let params: unknown;
  try {
    params = JSON.parse(draft.params.trim() || '{}');
  } catch {
    return { error: paramsInvalid };
  }
  if (!params || typeof params !== 'object' || Array.isArray(params)) return { error: paramsInvalid };
  return { ...base, action: { kind: 'plugin', actionId: draft.actionId, params: params as Record<string, unknown> } };
}
