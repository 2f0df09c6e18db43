/** The Cron Jobs routes of one project, typed. */
import type { ApiClient } from '@plinth/sdk/web';
import { CRON_JOBS_API, type CronDescribeAnswer, type CronJob, type CronJobInput, type CronJobList, type CronRun } from '../types.js';

export function cronApi(api: ApiClient, projectId: string) {
  const base = `${CRON_JOBS_API}/${encodeURIComponent(projectId)}`;
  const job = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: () => api.get<CronJobList>(base),
    create: (input: CronJobInput) => api.post<CronJob>(base, input),
    update: (id: string, patch: Partial<CronJobInput>) => api.patch<CronJob>(job(id), patch),
    remove: (id: string) => api.delete<{ msg: string }>(job(id)),
    runNow: (id: string) => api.post<{ msg: string }>(`${job(id)}/run`),
    runs: (id: string) => api.get<{ list: CronRun[] }>(`${job(id)}/runs?limit=500`),
    describe: (cron: string, timezone: string) => api.post<CronDescribeAnswer>(`${base}/describe`, { cron, timezone }),
  };
}

export type CronApi = ReturnType<typeof cronApi>;
