/**
 * Schema changes that survive a crash of the server. A change is noted in the meta store before
 * its first DDL statement, with its progress after each op; its log entry and the fresh meta are
 * written in one transaction that also removes the note. A note found when a project's meta is
 * next read was left by a crash: the change is completed when every op reached the database, else
 * undone, and the meta is read again from the database, so it never stays behind the schema.
 */
import type { DialectDb, IntrospectedTable, Knex, SchemaOp } from '@plinth/sdk/server';
import { T } from './migrations.js';
import { applyOp, type SchemaLog } from './schema-log.js';

export type PendingState = 'running' | 'undoing' | 'applied';

export interface PendingChange {
  id: number;
  projectId: string;
  dbAlias: string;
  ops: SchemaOp[];
  /** Per op, the ops that undo it; null for an undo, which is finished rather than reversed. */
  inverses: SchemaOp[][] | null;
  lossy: boolean;
  /** The log entry an undo undoes. */
  undoes: number | null;
  by: string | null;
  /** running: ops before `applied` ran; undoing: ops before `applied` are still in effect; applied: all ran. */
  state: PendingState;
  applied: number;
}

interface PendingRow {
  id: number;
  project_id: string;
  db_alias: string;
  forward: string;
  inverses: string | null;
  lossy: number | boolean;
  undoes: number | null;
  created_by: string | null;
  state: PendingState;
  applied: number;
}

export type ErrorLog = (msg: string, err: unknown) => void;

export class PendingChanges {
  constructor(
    private readonly db: Knex,
    private readonly log: SchemaLog,
  ) {}

  async begin(change: Omit<PendingChange, 'id' | 'state' | 'applied'>): Promise<PendingChange> {
    const insert = this.db(T.schemaPending).insert({
      project_id: change.projectId,
      db_alias: change.dbAlias,
      forward: JSON.stringify(change.ops),
      inverses: change.inverses && JSON.stringify(change.inverses),
      lossy: change.lossy,
      undoes: change.undoes,
      created_by: change.by,
      state: 'running',
      applied: 0,
      created_at: new Date(),
    });
    // MySQL answers the insert id without RETURNING (and warns when asked for one).
    const mysql = String(this.db.client.config.client).startsWith('mysql');
    const [row] = (await (mysql ? insert : insert.returning('id'))) as (number | { id: number })[];
    return { ...change, id: typeof row === 'object' ? row.id : row!, state: 'running', applied: 0 };
  }

  async progress(p: PendingChange, state: PendingState, applied: number): Promise<void> {
    await this.db(T.schemaPending).where({ id: p.id }).update({ state, applied });
    p.state = state;
    p.applied = applied;
  }

  /** Notes of a database, oldest first. */
  async list(projectId: string, dbAlias: string): Promise<PendingChange[]> {
    const rows: PendingRow[] = await this.db(T.schemaPending).where({ project_id: projectId, db_alias: dbAlias }).orderBy('id');
    return rows.map((r) => ({
      id: r.id,
      projectId: r.project_id,
      dbAlias: r.db_alias,
      ops: JSON.parse(r.forward) as SchemaOp[],
      inverses: r.inverses === null ? null : (JSON.parse(r.inverses) as SchemaOp[][]),
      lossy: Boolean(r.lossy),
      undoes: r.undoes,
      by: r.created_by,
      state: r.state,
      applied: Number(r.applied),
    }));
  }

  /**
   * Removes the note in `trx`, the transaction that writes the meta after the change; a complete
   * change is logged with what undoes it, a complete undo marks its entry undone.
   */
  async settle(trx: Knex, p: PendingChange, complete: boolean): Promise<void> {
    if (complete && p.undoes !== null) await this.log.markUndone(p.undoes, trx);
    else if (complete) await this.log.record(p.projectId, p.dbAlias, p.ops, [...p.inverses!].reverse().flat(), p.lossy, p.by, trx);
    await trx(T.schemaPending).where({ id: p.id }).delete();
  }
}

/**
 * Runs the ops in order, noting progress after each. When one fails, a change undoes the ones that
 * ran (newest first) and the error is rethrown; an undo keeps what ran (it has no inverse).
 */
export async function runOps(db: DialectDb, p: PendingChange, notes: PendingChanges, log: ErrorLog): Promise<void> {
  for (let i = p.applied; i < p.ops.length; i++) {
    try {
      await applyOp(db, p.ops[i]!);
    } catch (err) {
      if (p.inverses) await undoFrom(db, p, i, notes, log);
      throw err;
    }
    await notes.progress(p, i + 1 === p.ops.length ? 'applied' : 'running', i + 1);
  }
}

/** Undoes ops `inEffect - 1` down to 0, noting each. Failures are logged: undo what can be undone. */
async function undoFrom(db: DialectDb, p: PendingChange, inEffect: number, notes: PendingChanges, log: ErrorLog): Promise<void> {
  await notes.progress(p, 'undoing', inEffect);
  for (let i = inEffect - 1; i >= 0; i--) {
    for (const undo of p.inverses![i]!) {
      await applyOp(db, undo).catch((e: unknown) => log(`Undoing ${p.ops[i]!.op} of an unfinished schema change failed`, e));
    }
    await notes.progress(p, 'undoing', i);
  }
}

/**
 * Whether an op's effect is in the database, given that the ops before it ran: true / false, or
 * undefined where the schema cannot tell (a column changed in place).
 */
function effectPresent(op: SchemaOp, tables: readonly IntrospectedTable[]): boolean | undefined {
  const table = (tn: string) => tables.find((t) => t.name === tn);
  const column = (tn: string, cn: string) => Boolean(table(tn)?.columns.some((c) => c.name === cn));
  const foreignKey = (tn: string, cn: string) => Boolean(table(tn)?.foreignKeys.some((f) => f.columns.length === 1 && f.columns[0] === cn));
  switch (op.op) {
    case 'createTable':
      return Boolean(table(op.table.tn));
    case 'createJunctionTable':
      return Boolean(table(op.junction.vtn));
    case 'dropTable':
      return !table(op.tn);
    case 'renameTable':
      return Boolean(table(op.to)) && !table(op.from);
    case 'addColumn':
      return column(op.tn, op.column.cn);
    case 'dropColumn':
      return Boolean(table(op.tn)) && !column(op.tn, op.cn);
    case 'renameColumn':
      return column(op.tn, op.to) && !column(op.tn, op.from);
    case 'alterColumn':
    case 'replaceObject':
      return undefined;
    case 'addForeignKey':
      return foreignKey(op.fk.tn, op.fk.cn);
    case 'dropForeignKey':
      return Boolean(table(op.tn)) && !foreignKey(op.tn, op.cn);
  }
}

/**
 * Settles a change a crash cut short; answers whether it is now complete. Only the op the crash
 * may have interrupted is uncertain (each op is one transaction where the dialect allows): the
 * schema tells whether it took effect. A change whose every op ran is complete; any other is
 * undone. An undo is finished instead (it has no inverse); one that cannot be is left as it is
 * and its entry stays in the log.
 */
export async function settleCut(db: DialectDb, p: PendingChange, notes: PendingChanges, log: ErrorLog): Promise<boolean> {
  if (p.state === 'applied') return true;
  const uncertain = p.state === 'running' ? p.applied : p.applied - 1;
  const op = p.ops[uncertain];
  const present = op ? effectPresent(op, (await db.introspect()).tables) : false;
  // The schema cannot tell whether a column changed in place: a change undoes it again, an undo
  // runs it again; both are idempotent.
  const tookEffect = present ?? Boolean(p.inverses);
  const inEffect = tookEffect ? uncertain + 1 : Math.max(uncertain, 0);
  if (!p.inverses) {
    try {
      await notes.progress(p, 'running', inEffect);
      await runOps(db, p, notes, log);
      return true;
    } catch (err) {
      log(`Finishing an undo cut short by a restart failed; the change stays in the log`, err);
      return false;
    }
  }
  if (p.state === 'running' && inEffect === p.ops.length) return true;
  await undoFrom(db, p, inEffect, notes, log);
  return false;
}
