import type { TableMeta, Row } from '@plinth/sdk';
import { ApiError, type CountEstimate, type ListAnswer, type ListQuery, type RowsApi } from '@plinth/sdk/web';

/** A table of rows in memory behind the RowsApi contract, recording the calls it gets. */
export class MemoryRows implements RowsApi {
  rows: Row[];
  calls: { op: string; arg?: unknown }[] = [];
  /** Answer totalRows null in lists and time out counts. */
  slowCount = false;
  /** Answer this as the database's estimate of the count (a big table), then count exactly. */
  estimatedRows?: number;
  /** Refuse writes of this value with a 400. */
  refuse?: unknown;
  private nextId: number;

  constructor(count: number, make: (i: number) => Row = (i) => ({ id: i + 1, title: `row ${i + 1}`, n: i })) {
    this.rows = Array.from({ length: count }, (_, i) => make(i));
    this.nextId = count + 1;
  }

  async list(q: ListQuery): Promise<ListAnswer> {
    this.calls.push({ op: 'list', arg: q });
    const list = this.rows.slice(q.offset, q.offset + q.limit).map((r) => ({ ...r }));
    return { list, pageInfo: { totalRows: this.slowCount ? null : this.rows.length, isLastPage: q.offset + q.limit >= this.rows.length } };
  }
  async count(): Promise<number | null> {
    this.calls.push({ op: 'count' });
    return this.slowCount ? null : this.rows.length;
  }
  async estimate(): Promise<CountEstimate | null> {
    this.calls.push({ op: 'estimate' });
    if (this.estimatedRows !== undefined) return { count: this.estimatedRows, estimated: true };
    return this.slowCount ? null : { count: this.rows.length, estimated: false };
  }
  async read(id: string): Promise<Row> {
    return { ...this.find(id) };
  }
  async create(row: Row): Promise<Row> {
    this.calls.push({ op: 'create', arg: row });
    const created = { id: this.nextId++, title: null, n: null, ...row };
    this.rows.push(created);
    return { ...created };
  }
  async createBulk(rows: Row[]): Promise<Row[]> {
    this.calls.push({ op: 'createBulk', arg: rows });
    // All or nothing, like the REST route: one refused value, no row inserted.
    const bad = rows.findIndex((r) => this.refuse !== undefined && Object.values(r).includes(this.refuse));
    if (bad >= 0) throw new ApiError(400, `Row ${bad + 1}: Refused '${String(this.refuse)}'`);
    return rows.map((r) => {
      const created = { id: this.nextId++, title: null, n: null, ...r };
      this.rows.push(created);
      return { ...created };
    });
  }
  async update(id: string, patch: Row): Promise<Row> {
    this.calls.push({ op: 'update', arg: { id, patch } });
    if (this.refuse !== undefined && Object.values(patch).includes(this.refuse))
      throw new ApiError(400, `Refused '${String(this.refuse)}'`);
    Object.assign(this.find(id), patch);
    return { ...this.find(id) };
  }
  async remove(id: string): Promise<void> {
    this.calls.push({ op: 'remove', arg: id });
    this.rows = this.rows.filter((r) => String(r.id) !== id);
  }
  async link(): Promise<void> {}
  private find(id: string): Row {
    const row = this.rows.find((r) => String(r.id) === id);
    if (!row) throw new ApiError(404, 'Record not found');
    return row;
  }
}

export const META: TableMeta = {
  tn: 'items',
  _tn: 'items',
  columns: [
    { cn: 'id', _cn: 'id', uidt: 'ID', pk: true, ai: true },
    { cn: 'title', _cn: 'title', uidt: 'SingleLineText' },
    { cn: 'n', _cn: 'n', uidt: 'Number' },
  ],
};
