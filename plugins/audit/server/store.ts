import type { AuditEntry, AuditOp } from '@plinth/sdk';
import { storedIso, type Knex, type RowChange, type StoredTime } from '@plinth/sdk/server';

export const AUDIT_TABLE = 'audit_entries';

/** Longest JSON text kept for one value; longer values are kept as their truncated text. */
const MAX_VALUE_JSON = 64_000;
/** Rows inserted per statement (SQLite binds at most 999 variables, 10 per row here). */
const INSERT_CHUNK = 90;

interface AuditRow {
  id: number | string;
  project_id: string;
  op: AuditOp;
  tn: string;
  pk: string;
  cn: string | null;
  value: string | null;
  prev_value: string | null;
  user_id: string | null;
  user_email: string | null;
  created_at: StoredTime;
}

/** An entry to store: the SDK's `AuditEntry` before the store gives it an id and a time. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'createdAt'> & { projectId: string };

/**
 * JSON text of a value, bounded: a value whose JSON is longer than MAX_VALUE_JSON is kept as a
 * string holding the start of that JSON and an ellipsis, so one huge cell cannot bloat the log.
 */
function boundedJson(value: unknown): string | null {
  if (value === undefined) return null;
  let text: string;
  try {
    text = JSON.stringify(value) ?? 'null';
  } catch {
    text = JSON.stringify(String(value));
  }
  if (text.length <= MAX_VALUE_JSON) return text;
  return JSON.stringify(`${text.slice(0, MAX_VALUE_JSON - 100)}…`);
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    op: row.op,
    tn: row.tn,
    pk: row.pk,
    cn: row.cn,
    value: parsed(row.value),
    prevValue: parsed(row.prev_value),
    userId: row.user_id,
    userEmail: row.user_email,
    createdAt: storedIso(row.created_at),
  };
}

/**
 * Entries of one row change: an update gives one entry per changed column; an insert or a
 * delete gives one entry for the row (`cn` null, the row's columns as `value` / `prevValue`).
 */
export function entriesOf(change: RowChange): NewAuditEntry[] {
  const base = { projectId: change.projectId, tn: change.tn, pk: change.pk, userId: change.userId, userEmail: change.userEmail ?? null };
  if (change.op === 'update') {
    return change.changes.map((c) => ({ ...base, op: 'update', cn: c.cn, value: c.value, prevValue: c.prevValue }));
  }
  const row = Object.fromEntries(change.changes.map((c) => [c.cn, change.op === 'insert' ? c.value : c.prevValue]));
  return [{ ...base, op: change.op, cn: null, value: change.op === 'insert' ? row : null, prevValue: change.op === 'delete' ? row : null }];
}

export class AuditStore {
  constructor(private readonly db: Knex) {}

  /** Records entries all or nothing. */
  async add(entries: NewAuditEntry[]): Promise<void> {
    if (!entries.length) return;
    const now = new Date();
    const rows = entries.map((e) => ({
      project_id: e.projectId,
      op: e.op,
      tn: e.tn,
      pk: e.pk,
      cn: e.cn,
      value: boundedJson(e.value),
      prev_value: boundedJson(e.prevValue),
      user_id: e.userId,
      user_email: e.userEmail,
      created_at: now,
    }));
    await this.db.transaction(async (trx) => {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) await trx(AUDIT_TABLE).insert(rows.slice(i, i + INSERT_CHUNK));
    });
  }

  /** Adds one entry and reads it back (MySQL has no RETURNING: the id comes from the insert). */
  async addOne(entry: NewAuditEntry): Promise<AuditEntry> {
    const row = {
      project_id: entry.projectId,
      op: entry.op,
      tn: entry.tn,
      pk: entry.pk,
      cn: entry.cn,
      value: boundedJson(entry.value),
      prev_value: boundedJson(entry.prevValue),
      user_id: entry.userId,
      user_email: entry.userEmail,
      created_at: new Date(),
    };
    // MySQL answers the insert id without RETURNING (and warns when asked for one).
    const mysql = String(this.db.client.config.client).startsWith('mysql');
    const id = await this.db.transaction(async (trx) => {
      const insert = trx(AUDIT_TABLE).insert(row);
      const [inserted] = (await (mysql ? insert : insert.returning('id'))) as (number | { id: number })[];
      return typeof inserted === 'object' ? inserted.id : inserted;
    });
    const stored = await this.db(AUDIT_TABLE).where({ id }).first<AuditRow | undefined>();
    return toEntry(stored!);
  }

  /** A row's entries, newest first. */
  async list(projectId: string, tn: string, pk: string, page: { limit: number; offset: number }): Promise<AuditEntry[]> {
    const rows = await this.db(AUDIT_TABLE)
      .where({ project_id: projectId, tn, pk })
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .select<AuditRow[]>('*');
    return rows.map(toEntry);
  }

  async forgetProject(projectId: string): Promise<number> {
    return this.db.transaction((trx) => trx(AUDIT_TABLE).where({ project_id: projectId }).delete());
  }
}
