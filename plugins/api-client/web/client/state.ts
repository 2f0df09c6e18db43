/**
 * What the API client keeps in the browser, per project (the spec's key `projectName__projectId`)
 * or for the /apiClient page on its own: the request being edited, environments with their
 * variables and the active one, saved requests, and the history (500, newest first).
 */
import type { WebContext } from '@plinth/sdk/web';
import { emptyRequest, type ApiRequest, type ApiRequestRecord, type NameValue } from './request.js';

export const HISTORY_LIMIT = 500;

interface Environment {
  name: string;
  vars: NameValue[];
}

export interface ApiClientState {
  request: ApiRequest;
  environments: Environment[];
  activeEnv: string;
  saved: { name: string; request: ApiRequest }[];
  history: ApiRequestRecord[];
}

const initialState = (): ApiClientState => ({
  request: emptyRequest(),
  environments: [{ name: 'default', vars: [] }],
  activeEnv: 'default',
  saved: [],
  history: [],
});

/** The storage key of a project's client (000 s.3), or of the page without a project. */
export const stateKey = (project: { id: string; title: string } | null) => (project ? `${project.title}__${project.id}` : 'apiClient');

export function loadState(ctx: WebContext, key: string): ApiClientState {
  const stored = ctx.storage('api-client').get<ApiClientState>(key);
  if (!stored?.request || !Array.isArray(stored.environments)) return initialState();
  return { ...initialState(), ...stored, history: (stored.history ?? []).slice(0, HISTORY_LIMIT) };
}

export function saveState(ctx: WebContext, key: string, state: ApiClientState): void {
  ctx.storage('api-client').set(key, state);
}

export const withHistory = (history: readonly ApiRequestRecord[], record: ApiRequestRecord) => [record, ...history].slice(0, HISTORY_LIMIT);
