/**
 * What a delivery sends: the JSON payload, a user's template, or a chat service's
 * incoming-webhook message (Slack, Discord, Microsoft Teams, Mattermost) summing up the event.
 */
import type { RowChange } from '@plinth/sdk/server';
import type { HookEvent, HookKind } from '../types.js';

type Row = Record<string, unknown>;

/** One row event as a delivery job carries it (a snapshot taken when the write committed). */
export interface HookEventData {
  event: HookEvent;
  projectId: string;
  tn: string;
  pk: string;
  /** The row after the write (insert, update), keyed by column name. */
  row: Row | null;
  /** The row before the write (update, delete). */
  previous: Row | null;
  changes: RowChange['changes'];
  user: { id: string | null; email: string | null } | null;
  /** ISO time of the write. */
  at: string;
}

/** The hook fields a body depends on. */
export interface BodyHook {
  id: string;
  title: string;
  kind: HookKind;
  template: string | null;
}

export interface Body {
  text: string;
  contentType: string;
}

/** The default JSON payload of a `webhook`. */
function payload(hook: BodyHook, e: HookEventData, test: boolean) {
  return {
    event: e.event,
    table: e.tn,
    projectId: e.projectId,
    pk: e.pk,
    row: e.row,
    previous: e.previous,
    changes: e.changes,
    user: e.user,
    at: e.at,
    hook: { id: hook.id, title: hook.title },
    ...(test && { test: true }),
  };
}

const valueText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** The value at a dotted path (`row.name`, `user.email`) of the payload; undefined when absent. */
function lookup(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * `{{row.col}}`, `{{previous.col}}`, `{{event}}`, `{{table}}`, `{{pk}}`, `{{user.email}}`,
 * `{{at}}`, `{{hook.title}}` (`{{ path }}` with spaces too); unknown paths are empty. In a
 * template that reads as JSON (starts with `{` or `[`), values are escaped as JSON string content.
 */
function renderTemplate(template: string, data: unknown): string {
  const json = /^\s*[[{]/.test(template);
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_m, path: string) => {
    const text = valueText(lookup(data, path));
    return json ? JSON.stringify(text).slice(1, -1) : text;
  });
}

const MAX_COLUMNS = 10;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One line per changed column (at most 10), `col: before → after`. */
function changeLines(e: HookEventData): string[] {
  const lines = e.changes.slice(0, MAX_COLUMNS).map((c) => {
    const after = cut(valueText(c.value), 200);
    const before = cut(valueText(c.prevValue), 200);
    if (e.event === 'insert') return `${c.cn}: ${after}`;
    if (e.event === 'delete') return `${c.cn}: ${before}`;
    return `${c.cn}: ${before} → ${after}`;
  });
  if (e.changes.length > MAX_COLUMNS) lines.push(`… ${e.changes.length - MAX_COLUMNS} more`);
  return lines;
}

const VERBS: Record<HookEvent, string> = { insert: 'inserted', update: 'updated', delete: 'deleted' };

/** The chat message: what happened to which row of which table, by whom, and the changed columns. */
function summary(hook: BodyHook, e: HookEventData, test: boolean): string {
  const who = e.user?.email ? ` by ${e.user.email}` : '';
  const head = `${test ? '[test] ' : ''}${hook.title}: row ${e.pk} ${VERBS[e.event]} in ${e.tn}${who}`;
  return [head, ...changeLines(e)].join('\n');
}

const JSON_TYPE = 'application/json';

/** The body a hook sends for an event. */
export function bodyFor(hook: BodyHook, e: HookEventData, test = false): Body {
  const json = (value: unknown): Body => ({ text: JSON.stringify(value), contentType: JSON_TYPE });
  switch (hook.kind) {
    case 'slack':
    case 'mattermost':
      return json({ text: summary(hook, e, test) });
    case 'discord':
      return json({ content: cut(summary(hook, e, test), 2000) });
    case 'teams': {
      const lines = summary(hook, e, test).split('\n');
      return json({
        '@type': 'MessageCard',
        '@context': 'https://schema.org/extensions',
        summary: lines[0],
        title: lines[0],
        text: lines.slice(1).join('\n\n') || lines[0],
      });
    }
    case 'webhook': {
      const data = payload(hook, e, test);
      if (!hook.template) return json(data);
      const text = renderTemplate(hook.template, data);
      return { text, contentType: /^\s*[[{]/.test(hook.template) ? JSON_TYPE : 'text/plain; charset=utf-8' };
    }
  }
}

/** A sample event for 'test webhook': the table's first columns with sample values. */
export function sampleEvent(
  projectId: string,
  tn: string,
  event: HookEvent,
  columns: string[],
  user: HookEventData['user'],
): HookEventData {
  const row = Object.fromEntries(columns.map((cn, i) => [cn, i === 0 ? 1 : `sample ${cn}`]));
  const previous = event === 'insert' ? null : Object.fromEntries(columns.map((cn, i) => [cn, i === 0 ? 1 : `previous ${cn}`]));
  return {
    event,
    projectId,
    tn,
    pk: '1',
    row: event === 'delete' ? null : row,
    previous,
    changes: columns.slice(1).map((cn) => ({
      cn,
      value: event === 'delete' ? null : row[cn],
      prevValue: previous ? previous[cn] : null,
    })),
    user,
    at: new Date().toISOString(),
  };
}
