/**
 * Per-request batching of nested relations. Every `ordersList` field of a page of customers asks
 * for its rows in the same tick; the loader of (table, relation, arguments) collects them and
 * makes one `TableDataService.related` call, which is one SQL statement, for the whole level.
 */
import DataLoader from 'dataloader';
import type { ApiRow, ListQuery, RelationKind, RelationRef, TableDataService } from '@plinth/sdk/server';

export type RelatedRows = ApiRow[] | ApiRow | null;
export type RelationQuery = Pick<ListQuery, 'where' | 'sort' | 'limit' | 'conditionGraph'>;

export class RelationLoaders {
  private readonly loaders = new Map<string, DataLoader<ApiRow, RelatedRows>>();

  constructor(
    private readonly data: TableDataService,
    private readonly projectId: string,
  ) {}

  /** The related rows of one parent row: a list for hm / mm, a row or null for bt. */
  load(table: string, kind: RelationKind, relation: Required<RelationRef>, query: RelationQuery, parent: ApiRow): Promise<RelatedRows> {
    // Fixed key order, so equal arguments share a loader whatever order the client wrote them in.
    const fixed: RelationQuery = {};
    if (query.where !== undefined) fixed.where = query.where;
    if (query.sort !== undefined) fixed.sort = query.sort;
    if (query.limit !== undefined) fixed.limit = query.limit;
    if (query.conditionGraph !== undefined) fixed.conditionGraph = query.conditionGraph;
    // Called once per parent row: a field without arguments (the common case) makes no JSON.
    const args = Object.keys(fixed).length ? `\u0000${JSON.stringify(fixed)}` : '';
    const key = `${table}\u0000${kind}\u0000${relation.table}\u0000${relation.column}${args}`;
    let loader = this.loaders.get(key);
    if (!loader) {
      loader = new DataLoader<ApiRow, RelatedRows>(
        (parents) => this.data.related(this.projectId, table, kind, relation, [...parents], fixed),
        {
          // Rows are objects: identity keys would never hit, and a request is short-lived anyway.
          cache: false,
        },
      );
      this.loaders.set(key, loader);
    }
    return loader.load(parent);
  }
}
