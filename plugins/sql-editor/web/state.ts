/**
 * What the SQL editor keeps in the browser per project (000 s.3 "SQL editor" and "SQL history
 * item"): its editors (three blank temporary ones to begin with) and the history of runs, at most
 * 500, newest first. Stored under the plugin's storage, so both survive a reload.
 */
import type { WebContext } from '@plinth/sdk/web';

export const HISTORY_LIMIT = 500;
const DEFAULT_EDITORS = 3;

export interface SqlEditorDoc {
  id: string;
  /** A saved file's name, else null (a temporary editor). */
  fileName: string | null;
  code: string;
  /** Changed since it was opened or saved. */
  edited: boolean;
}

export interface SqlHistoryItem {
  query: string;
  at: string;
  /** 'ok' with what it answered, or the error. */
  response: { ok: true; statements: number; rows: number; durationMs: number } | { ok: false; msg: string };
}

export interface SqlEditorState {
  editors: SqlEditorDoc[];
  active: string;
  history: SqlHistoryItem[];
}

let next = 0;
export const newEditor = (code = ''): SqlEditorDoc => ({
  id: `e${Date.now().toString(36)}${(next++).toString(36)}`,
  fileName: null,
  code,
  edited: false,
});

export function initialState(): SqlEditorState {
  const editors = Array.from({ length: DEFAULT_EDITORS }, () => newEditor());
  return { editors, active: editors[0]!.id, history: [] };
}

const keyOf = (projectId: string) => `project:${projectId}`;

export function loadState(ctx: WebContext, projectId: string): SqlEditorState {
  const stored = ctx.storage('sql-editor').get<SqlEditorState>(keyOf(projectId));
  if (!stored || !Array.isArray(stored.editors) || !stored.editors.length) return initialState();
  return { ...stored, history: Array.isArray(stored.history) ? stored.history.slice(0, HISTORY_LIMIT) : [] };
}

export function saveState(ctx: WebContext, projectId: string, state: SqlEditorState): void {
  ctx.storage('sql-editor').set(keyOf(projectId), state);
}

/** The history with `item` first, at most 500 entries. */
export function withHistory(history: readonly SqlHistoryItem[], item: SqlHistoryItem): SqlHistoryItem[] {
  return [item, ...history].slice(0, HISTORY_LIMIT);
}
