/** Hooks and their delivery log in the meta store. */
import { randomUUID } from 'node:crypto';
import { HttpError, type ServerContext } from '@plinth/sdk/server';
import { WEBHOOK_LIMITS, type DeliveryRecord, type HookEvent, type HookHeader, type HookKind, type HookRecord } from '../types.js';
import { HOOKS_TABLE, LOGS_TABLE } from './migrations.js';

/** A hook as stored, its secret included (for deliveries only, never answered). */
export interface StoredHook extends HookRecord {
  dbAlias: string;
  secret: string | null;
}

/** The fields of a hook a create or an update writes (checked by the routes). */
export interface HookFields {
  title: string;
  event: HookEvent;
  condition: string | null;
  url: string;
  kind: HookKind;
  headers: HookHeader[];
  template: string | null;
  secret: string | null;
  enabled: boolean;
}

interface HookRow {
  id: string;
  project_id: string;
  db_alias: string;
  tn: string;
  title: string;
  event: string;
  condition: string | null;
  url: string;
  kind: string;
  headers: string;
  template: string | null;
  secret: string | null;
  enabled: boolean | number;
  created_at: number | string;
  updated_at: number | string;
}

interface LogRow {
  id: string;
  hook_id: string;
  at: number | string;
  event: string;
  pk: string;
  attempt: number;
  status: number | null;
  duration_ms: number;
  response: string | null;
  error: string | null;
  test: boolean | number;
}

/** Which table a hook belongs to. */
export interface HookTable {
  projectId: string;
  dbAlias: string;
  tn: string;
}

function fromRow(r: HookRow): StoredHook {
  return {
    id: r.id,
    projectId: r.project_id,
    dbAlias: r.db_alias,
    tn: r.tn,
    title: r.title,
    event: r.event as HookEvent,
    condition: r.condition,
    url: r.url,
    kind: r.kind as HookKind,
    headers: JSON.parse(r.headers) as HookHeader[],
    template: r.template,
    secret: r.secret,
    hasSecret: Boolean(r.secret),
    enabled: Boolean(r.enabled),
    createdAt: new Date(Number(r.created_at)).toISOString(),
    updatedAt: new Date(Number(r.updated_at)).toISOString(),
  };
}

/** The hook as the API answers it: no secret. */
export function publicHook(hook: StoredHook): HookRecord {
  const { secret: _secret, dbAlias: _dbAlias, ...rest } = hook;
  return rest;
}

function logFromRow(r: LogRow): DeliveryRecord {
  return {
    id: r.id,
    hookId: r.hook_id,
    at: new Date(Number(r.at)).toISOString(),
    event: r.event as HookEvent,
    pk: r.pk,
    attempt: Number(r.attempt),
    status: r.status === null ? null : Number(r.status),
    durationMs: Number(r.duration_ms),
    response: r.response,
    error: r.error,
    test: Boolean(r.test),
  };
}

/** A delivery try to record. */
export type DeliveryInput = Omit<DeliveryRecord, 'id' | 'at'> & { at: number; projectId: string };

export class HookStore {
  constructor(private readonly meta: ServerContext['meta']) {}

  private table({ projectId, dbAlias, tn }: HookTable) {
    return this.meta<HookRow>(HOOKS_TABLE).where({ project_id: projectId, db_alias: dbAlias, tn });
  }

  async list(table: HookTable): Promise<StoredHook[]> {
    return (await this.table(table).orderBy('created_at').orderBy('id')).map(fromRow);
  }

  /** The enabled hooks of a table for an event. */
  async firing(table: HookTable, event: HookEvent): Promise<StoredHook[]> {
    return (await this.table(table).andWhere({ event, enabled: true })).map(fromRow);
  }

  async byId(id: string): Promise<StoredHook | undefined> {
    const row = await this.meta<HookRow>(HOOKS_TABLE).where({ id }).first();
    return row && fromRow(row);
  }

  /** The hook of this table; 404 otherwise. */
  async get(table: HookTable, id: string): Promise<StoredHook> {
    const row = await this.table(table).andWhere({ id }).first();
    if (!row) throw new HttpError(404, 'Webhook not found');
    return fromRow(row);
  }

  async create(table: HookTable, fields: HookFields): Promise<StoredHook> {
    const now = Date.now();
    const id = randomUUID();
    await this.meta(HOOKS_TABLE).insert({
      id,
      project_id: table.projectId,
      db_alias: table.dbAlias,
      tn: table.tn,
      ...columns(fields),
      created_at: now,
      updated_at: now,
    });
    return this.get(table, id);
  }

  async update(table: HookTable, id: string, fields: HookFields): Promise<StoredHook> {
    const n = await this.table(table)
      .andWhere({ id })
      .update({ ...columns(fields), updated_at: Date.now() });
    if (n === 0) throw new HttpError(404, 'Webhook not found');
    return this.get(table, id);
  }

  async remove(table: HookTable, id: string): Promise<void> {
    await this.meta.transaction(async (trx) => {
      const n = await trx(HOOKS_TABLE).where({ project_id: table.projectId, db_alias: table.dbAlias, tn: table.tn, id }).delete();
      if (n === 0) throw new HttpError(404, 'Webhook not found');
      await trx(LOGS_TABLE).where({ hook_id: id }).delete();
    });
  }

  async log(entry: DeliveryInput): Promise<DeliveryRecord> {
    const row: LogRow & { project_id: string } = {
      id: randomUUID(),
      hook_id: entry.hookId,
      project_id: entry.projectId,
      at: entry.at,
      event: entry.event,
      pk: entry.pk.slice(0, 255),
      attempt: entry.attempt,
      status: entry.status,
      duration_ms: entry.durationMs,
      response: entry.response,
      error: entry.error,
      test: entry.test,
    };
    await this.meta(LOGS_TABLE).insert(row);
    await this.prune(entry.hookId);
    return logFromRow(row);
  }

  /** Keeps the newest `logKept` tries of a hook. */
  private async prune(hookId: string): Promise<void> {
    const cut = await this.meta<LogRow>(LOGS_TABLE)
      .where({ hook_id: hookId })
      .orderBy('at', 'desc')
      .offset(WEBHOOK_LIMITS.logKept)
      .first('at');
    if (cut) await this.meta(LOGS_TABLE).where({ hook_id: hookId }).andWhere('at', '<', cut.at).delete();
  }

  async logs(hookId: string): Promise<DeliveryRecord[]> {
    const rows = await this.meta<LogRow>(LOGS_TABLE)
      .where({ hook_id: hookId })
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(WEBHOOK_LIMITS.logKept);
    return rows.map(logFromRow);
  }

  async forgetProject(projectId: string): Promise<void> {
    await this.meta.transaction(async (trx) => {
      await trx(LOGS_TABLE).where({ project_id: projectId }).delete();
      await trx(HOOKS_TABLE).where({ project_id: projectId }).delete();
    });
  }

  /** Hooks follow their table's renames. */
  async followRename(projectId: string, dbAlias: string, from: string, to: string): Promise<void> {
    await this.meta(HOOKS_TABLE).where({ project_id: projectId, db_alias: dbAlias, tn: from }).update({ tn: to });
  }
}

function columns(f: HookFields) {
  return {
    title: f.title,
    event: f.event,
    condition: f.condition,
    url: f.url,
    kind: f.kind,
    headers: JSON.stringify(f.headers),
    template: f.template,
    secret: f.secret,
    enabled: f.enabled,
  };
}
