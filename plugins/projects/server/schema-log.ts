import type { ColumnMeta, TableMeta } from '@plinth/sdk';
import {
  DialectError,
  HttpError,
  storedIso,
  type ColumnDefinition,
  type DialectDb,
  type Knex,
  type SchemaLogEntry,
  type SchemaOp,
} from '@plinth/sdk/server';
import { T } from './migrations.js';

export function applyOp(db: DialectDb, change: SchemaOp): Promise<void> {
  switch (change.op) {
    case 'createTable':
      return db.createTable(change.table);
    case 'dropTable':
      return db.dropTable(change.tn);
    case 'renameTable':
      return db.renameTable(change.from, change.to);
    case 'addColumn':
      return db.addColumn(change.tn, change.column);
    case 'alterColumn':
      return db.alterColumn(change.tn, change.cn, change.column);
    case 'renameColumn':
      return db.renameColumn(change.tn, change.from, change.to);
    case 'dropColumn':
      return db.dropColumn(change.tn, change.cn);
    case 'addForeignKey':
      return db.addForeignKey(change.fk);
    case 'dropForeignKey':
      return db.dropForeignKey(change.tn, change.cn);
    case 'createJunctionTable':
      return db.createJunctionTable(change.junction);
    case 'replaceObject':
      if (!db.replaceObject)
        return Promise.reject(new DialectError('unsupported', `${db.dialect.displayName} cannot change database objects`));
      return db.replaceObject(change.from, change.to);
  }
}

function columnDefinition(c: ColumnMeta): ColumnDefinition {
  return { cn: c.cn, uidt: c.uidt, dt: c.dt, dtxp: c.dtxp, pk: c.pk, ai: c.ai, rqd: c.rqd, un: c.un, cdf: c.cdf ?? undefined };
}

/**
 * The change that undoes `change`, given the meta before it. Dropping a table or a column loses
 * its data: the inverse recreates the structure only and is marked lossy.
 */
export function inverseOf(change: SchemaOp, metas: readonly TableMeta[]): { ops: SchemaOp[]; lossy: boolean } {
  const table = (tn: string) => {
    const m = metas.find((x) => x.tn === tn);
    if (!m) throw new HttpError(404, `Table '${tn}' not found`);
    return m;
  };
  const column = (tn: string, cn: string) => {
    const c = table(tn).columns.find((x) => x.cn === cn);
    if (!c) throw new HttpError(400, `Column '${cn}' not found in '${tn}'`);
    return c;
  };
  const foreignKeysOf = (m: TableMeta): SchemaOp[] =>
    (m.belongsTo ?? []).filter((b) => !b.virtual).map((b) => ({ op: 'addForeignKey', fk: { tn: m.tn, cn: b.cn, rtn: b.rtn, rcn: b.rcn } }));
  switch (change.op) {
    case 'createTable':
      return { ops: [{ op: 'dropTable', tn: change.table.tn }], lossy: false };
    case 'createJunctionTable':
      return { ops: [{ op: 'dropTable', tn: change.junction.vtn }], lossy: false };
    case 'dropTable': {
      const m = table(change.tn);
      return {
        ops: [{ op: 'createTable', table: { tn: m.tn, columns: m.columns.map(columnDefinition) } }, ...foreignKeysOf(m)],
        lossy: true,
      };
    }
    case 'renameTable':
      return { ops: [{ op: 'renameTable', from: change.to, to: change.from }], lossy: false };
    case 'addColumn':
      return { ops: [{ op: 'dropColumn', tn: change.tn, cn: change.column.cn }], lossy: false };
    case 'alterColumn':
      return {
        ops: [{ op: 'alterColumn', tn: change.tn, cn: change.cn, column: columnDefinition(column(change.tn, change.cn)) }],
        lossy: false,
      };
    case 'renameColumn':
      return { ops: [{ op: 'renameColumn', tn: change.tn, from: change.to, to: change.from }], lossy: false };
    case 'dropColumn':
      return { ops: [{ op: 'addColumn', tn: change.tn, column: columnDefinition(column(change.tn, change.cn)) }], lossy: true };
    case 'addForeignKey':
      return { ops: [{ op: 'dropForeignKey', tn: change.fk.tn, cn: change.fk.cn }], lossy: false };
    case 'dropForeignKey': {
      const rel = (table(change.tn).belongsTo ?? []).find((b) => !b.virtual && b.cn === change.cn);
      if (!rel) throw new HttpError(400, `No foreign key on '${change.tn}'.'${change.cn}'`);
      return { ops: [{ op: 'addForeignKey', fk: { tn: change.tn, cn: change.cn, rtn: rel.rtn, rcn: rel.rcn } }], lossy: false };
    }
    case 'replaceObject':
      // A sequence dropped comes back at its start value.
      return { ops: [{ op: 'replaceObject', from: change.to, to: change.from }], lossy: change.from?.kind === 'sequence' && !change.to };
  }
}

interface LogRow {
  id: number;
  forward: string;
  inverse: string;
  lossy: number | boolean;
  created_at: Date | string | number;
  undone_at: Date | string | number | null;
}

/** Every schema change of a project with the ops that undo it, newest last. */
export class SchemaLog {
  constructor(private readonly db: Knex) {}

  /** `k`: the transaction that also writes the meta the change produced. */
  async record(
    projectId: string,
    dbAlias: string,
    ops: SchemaOp[],
    inverse: SchemaOp[],
    lossy: boolean,
    by: string | null,
    k: Knex = this.db,
  ): Promise<void> {
    await k(T.schemaLog).insert({
      project_id: projectId,
      db_alias: dbAlias,
      forward: JSON.stringify(ops),
      inverse: JSON.stringify(inverse),
      lossy,
      created_by: by,
      created_at: new Date(),
    });
  }

  async list(projectId: string, dbAlias: string, limit = 100): Promise<SchemaLogEntry[]> {
    const rows: LogRow[] = await this.db(T.schemaLog)
      .where({ project_id: projectId, db_alias: dbAlias })
      .orderBy('id', 'desc')
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      ops: JSON.parse(r.forward) as SchemaOp[],
      inverse: JSON.parse(r.inverse) as SchemaOp[],
      lossy: Boolean(r.lossy),
      createdAt: storedIso(r.created_at),
      undoneAt: storedIso(r.undone_at),
    }));
  }

  /** The newest change not undone yet. */
  async last(projectId: string, dbAlias: string): Promise<SchemaLogEntry | undefined> {
    const row: LogRow | undefined = await this.db(T.schemaLog)
      .where({ project_id: projectId, db_alias: dbAlias })
      .whereNull('undone_at')
      .orderBy('id', 'desc')
      .first();
    return (
      row && {
        id: row.id,
        ops: JSON.parse(row.forward),
        inverse: JSON.parse(row.inverse),
        lossy: Boolean(row.lossy),
        createdAt: storedIso(row.created_at),
        undoneAt: null,
      }
    );
  }

  async markUndone(id: number, k: Knex = this.db): Promise<void> {
    await k(T.schemaLog).where({ id }).update({ undone_at: new Date() });
  }
}
