/**
 * The grid's server calls beside its rows (`RowsApi` of the SDK): a row's history and comments
 * through the audit plugin, table meta through the app's shared cache.
 */
import { AUDIT_API, type AuditEntry, type TableMeta } from '@plinth/sdk';
import { tableMetaStore, type WebContext } from '@plinth/sdk/web';

export function auditApi(ctx: WebContext, projectId: string, tn: string) {
  return {
    list: async (pk: string) => (await ctx.api.get<{ list: AuditEntry[] }>(AUDIT_API.row(projectId, tn, pk))).list,
    comment: async (pk: string, text: string) => {
      await ctx.api.post(AUDIT_API.comments(projectId, tn, pk), { text });
    },
  };
}

/** Table meta through the app's shared cache (`tableMetaStore`). */
export function loadTableMeta(ctx: WebContext, key: { projectId: string; dbAlias: string; tn: string }, force = false): Promise<TableMeta> {
  return tableMetaStore(ctx).load(key, { force });
}
