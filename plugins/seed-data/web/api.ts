/** The seed operations of one project database, typed (`POST /dashboard?q=sqlOp_seed...`). */
import type { ApiClient } from '@plinth/sdk/web';
import type { SeedPlan, SeedProgress, SeedSettings, SeedSettingsAnswer, SeedTermAnswer } from '../types.js';

export function seedApi(api: ApiClient, projectId: string, dbAlias = 'db') {
  const call = <T>(op: string, args: unknown = {}) => api.rpc<T>(op, { project_id: projectId, dbAlias, args });
  return {
    read: () => call<SeedSettingsAnswer>('seedSettingsRead'),
    save: (settings: SeedSettings) => call<{ settings: SeedSettings; plan: SeedPlan }>('seedSettingsCreate', settings),
    start: () => call<SeedProgress>('seedStart'),
    stop: () => call<SeedProgress>('seedStop'),
    remove: () => call<SeedTermAnswer>('seedTerm'),
    /** The project's tables (junction tables of many-to-many relations left out). */
    tables: () =>
      api.rpc<{ list: { tn: string; _tn: string; type: string }[] }>('xcTableAndViewList', { project_id: projectId, dbAlias, args: {} }),
  };
}

export type SeedApi = ReturnType<typeof seedApi>;
