/**
 * Meta-only edits of a database's tables (no DDL): virtual columns, virtual relations, a table
 * enabled or not. Each changes the copy it is given and names the tables it changed.
 */
import type { RelationMeta, TableMeta, VirtualColumnMeta } from '@plinth/sdk';
import { HttpError, type SqlFamily } from '@plinth/sdk/server';
import { checkVirtualColumn } from './virtual.js';

function tableIn(metas: TableMeta[], tn: string): TableMeta {
  const meta = metas.find((m) => m.tn === tn || m._tn === tn);
  if (!meta) throw new HttpError(404, `Table '${tn}' not found`);
  return meta;
}

export function addVirtualColumn(metas: TableMeta[], tn: string, column: VirtualColumnMeta, sql: SqlFamily): TableMeta {
  const meta = tableIn(metas, tn);
  checkVirtualColumn(meta, metas, column, sql);
  (meta.v ??= []).push({ ...column, _cn: column._cn.trim() });
  return meta;
}

export function removeVirtualColumn(metas: TableMeta[], tn: string, name: string): TableMeta {
  const meta = tableIn(metas, tn);
  if (!(meta.v ?? []).some((v) => v._cn === name)) throw new HttpError(404, `No virtual column '${name}' in '${meta._tn}'`);
  meta.v = meta.v!.filter((v) => v._cn !== name);
  return meta;
}

export function setTableEnabled(metas: TableMeta[], tn: string, enabled: boolean): TableMeta {
  const meta = tableIn(metas, tn);
  if (enabled) delete meta.enabled;
  else meta.enabled = false;
  return meta;
}

/** A relation kept in meta only (no foreign key): hm on the parent, bt on the child. Returns the tables changed. */
export function addVirtualRelation(metas: TableMeta[], rel: RelationMeta): string[] {
  const parent = metas.find((m) => m.tn === rel.tn)!;
  const child = metas.find((m) => m.tn === rel.rtn)!;
  const exists = (child.belongsTo ?? []).some((b) => b.cn === rel.rcn && b.rtn === parent.tn);
  if (exists) throw new HttpError(400, 'Duplicate relation is not allowed');
  (parent.hasMany ??= []).push(rel);
  (child.belongsTo ??= []).push({ tn: child.tn, rtn: parent.tn, cn: rel.rcn, rcn: rel.cn, virtual: true });
  return [parent.tn, child.tn];
}

/** Returns the tables changed. */
export function removeVirtualRelation(metas: TableMeta[], childTable: string, childColumn: string): string[] {
  const child = metas.find((m) => m.tn === childTable);
  const rel = child?.belongsTo?.find((b) => b.virtual && b.cn === childColumn);
  if (!child || !rel) throw new HttpError(404, `No virtual relation on '${childTable}'.'${childColumn}'`);
  child.belongsTo = child.belongsTo!.filter((b) => b !== rel);
  const parent = metas.find((m) => m.tn === rel.rtn);
  if (parent) parent.hasMany = (parent.hasMany ?? []).filter((h) => !(h.virtual && h.rtn === childTable && h.rcn === childColumn));
  return [childTable, rel.rtn];
}
