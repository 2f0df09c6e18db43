/**
 * What the gRPC Client keeps in the browser per project: the metadata rows and the history of
 * calls (500, newest first), like the API client's.
 */
import type { WebContext } from '@plinth/sdk/web';
import type { CallAnswer } from './api.js';

const HISTORY_LIMIT = 500;

export interface MetadataRow {
  key: string;
  value: string;
  enabled: boolean;
}

export interface CallRecord {
  service: string;
  method: string;
  request: unknown;
  metadata: MetadataRow[];
  answer: CallAnswer | { error: string };
  createdAt: number;
}

export interface GrpcClientState {
  metadata: MetadataRow[];
  history: CallRecord[];
}

const PLUGIN_ID = 'grpc-client';

export function loadState(ctx: WebContext, projectId: string): GrpcClientState {
  const stored = ctx.storage(PLUGIN_ID).get<GrpcClientState>(projectId);
  return {
    metadata: Array.isArray(stored?.metadata) ? stored.metadata : [],
    history: Array.isArray(stored?.history) ? stored.history.slice(0, HISTORY_LIMIT) : [],
  };
}

export function saveState(ctx: WebContext, projectId: string, state: GrpcClientState): void {
  ctx.storage(PLUGIN_ID).set(projectId, state);
}

export const withHistory = (history: readonly CallRecord[], record: CallRecord) => [record, ...history].slice(0, HISTORY_LIMIT);

/** Enabled metadata rows with a key, as the call's metadata (keys lower case, as gRPC sends them). */
export function metadataOf(rows: readonly MetadataRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.enabled && r.key.trim()).map((r) => [r.key.trim().toLowerCase(), r.value]));
}
