import { joinRowKey } from '@plinth/sdk';
import { HttpError, type DataActor, type RowChange } from '@plinth/sdk/server';
import { RowCodec } from './codec.js';
import { guardWrite } from './constraints.js';
import { findRelation } from './relations.js';
import type { TableContext } from './service.js';

/**
 * Nested link / unlink in one transaction. A has-many link sets the child's foreign key (unlink
 * clears it); a many-to-many link adds a junction row (unlink deletes it). Returns the change
 * for the audit hook, announced by the caller once committed.
 */
export async function linkRows(
  t: TableContext,
  id: string,
  kind: 'hm' | 'mm',
  name: string,
  refId: string,
  link: boolean,
  actor: DataActor,
): Promise<RowChange> {
  const { meta } = t.codec;
  const parentKey = t.codec.keyOf(id);
  const { rel, other } = findRelation(meta, t.tables, kind, name);
  const child = RowCodec.of(other, t.db.dialect.client);
  const childKey = child.keyOf(refId);
  const change = (tn: string, pk: string, cn: string, value: unknown, prevValue: unknown): RowChange => ({
    projectId: t.projectId,
    dbAlias: 'db',
    tn,
    op: 'update',
    pk,
    userId: actor.userId,
    userEmail: actor.userEmail ?? null,
    ...(actor.origin !== undefined && { origin: actor.origin }),
    changes: [{ cn, value, prevValue }],
  });

  if (kind === 'hm') {
    const fk = other.columns.find((c) => c.cn === rel.rcn)!;
    if (!link && fk.rqd) throw new HttpError(400, `Column '${fk._cn}' is required: delete the ${other._tn} row instead`);
    const result = await guardWrite(t, other, 'update', () =>
      t.db.knex.transaction(async (trx) => {
        const owner = await trx(meta.tn).where(parentKey).first();
        if (!owner) throw new HttpError(404, 'Record not found');
        const row = await trx(rel.rtn).where(childKey).first();
        if (!row) throw new HttpError(404, `Linked ${other._tn} record not found`);
        const target = link ? owner[rel.cn] : null;
        if (!link && String(row[rel.rcn]) !== String(owner[rel.cn])) throw new HttpError(400, 'The records are not linked');
        await trx(rel.rtn)
          .where(childKey)
          .update({ [rel.rcn]: target });
        return { prev: row[rel.rcn] as unknown, next: target as unknown };
      }),
    );
    return change(rel.rtn, refId, rel.rcn, result.next, result.prev);
  }

  const mm = rel as typeof rel & { vtn: string; vcn: string; vrcn: string };
  const junction = t.tables.find((m) => m.tn === mm.vtn) ?? other;
  await guardWrite(t, junction, link ? 'insert' : 'delete', () =>
    t.db.knex.transaction(async (trx) => {
      const owner = await trx(meta.tn).where(parentKey).first();
      const target = await trx(mm.rtn).where(childKey).first();
      if (!owner) throw new HttpError(404, 'Record not found');
      if (!target) throw new HttpError(404, `Linked ${other._tn} record not found`);
      const pair = { [mm.vcn]: owner[mm.cn], [mm.vrcn]: target[mm.rcn] };
      const existing = await trx(mm.vtn).where(pair).first();
      if (link && !existing) await trx(mm.vtn).insert(pair);
      if (!link && !existing) throw new HttpError(400, 'The records are not linked');
      if (!link) await trx(mm.vtn).where(pair).delete();
    }),
  );
  return change(mm.vtn, joinRowKey([id, refId]), mm.vrcn, link ? refId : null, link ? null : refId);
}
