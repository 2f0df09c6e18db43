/** The webhooks routes of one table, typed. */
import type { ApiClient } from '@plinth/sdk/web';
import { WEBHOOKS_API, type DeliveryRecord, type HookEvent, type HookInput, type HookRecord } from '../types.js';

export function hooksApi(api: ApiClient, projectId: string, tn: string) {
  const base = WEBHOOKS_API.table(projectId, tn);
  const hook = (id: string) => WEBHOOKS_API.hook(projectId, tn, id);
  return {
    list: () => api.get<{ list: HookRecord[] }>(base),
    create: (input: HookInput) => api.post<HookRecord>(base, input),
    update: (id: string, input: HookInput) => api.put<HookRecord>(hook(id), input),
    remove: (id: string) => api.delete<{ msg: string }>(hook(id)),
    test: (id: string, event?: HookEvent) => api.post<DeliveryRecord>(`${hook(id)}/test`, event ? { event } : {}),
    logs: (id: string) => api.get<{ list: DeliveryRecord[] }>(`${hook(id)}/logs`),
  };
}

export type HooksApi = ReturnType<typeof hooksApi>;
