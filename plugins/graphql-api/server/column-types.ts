/**
 * GraphQL types of column values, from the column's uidt and native type through the SDK query
 * guard's value kinds (the same kinds REST validates and binds with).
 */
import type { ColumnMeta, TableMeta, VirtualColumnMeta } from '@plinth/sdk';
import { ColumnIndex, isVirtualColumn, sqlFamily, type QueryColumn } from '@plinth/sdk/server';
import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLString,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from './graphql-js.js';
import { BigIntScalar, DateScalar, DateTimeScalar, JsonScalar, TimeScalar } from './scalars.js';

const INT32: readonly [number, number] = [-(2 ** 31), 2 ** 31 - 1];

/** Columns stored in the table (links, lookups, formulas... are not). */
export const physicalColumns = (meta: TableMeta): ColumnMeta[] => meta.columns.filter((c) => !isVirtualColumn(c));

function scalarOfKind(q: QueryColumn): GraphQLScalarType {
  switch (q.kind) {
    case 'integer': {
      const [min, max] = q.range ?? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
      return min >= INT32[0] && max <= INT32[1] ? GraphQLInt : BigIntScalar;
    }
    case 'number':
      return GraphQLFloat;
    case 'boolean':
      return GraphQLBoolean;
    case 'date':
      return DateScalar;
    case 'datetime':
      return DateTimeScalar;
    case 'time':
      return TimeScalar;
    case 'uuid':
    case 'string':
      return GraphQLString;
    case 'opaque':
      return JsonScalar;
  }
}

/** Maps the columns of one table; one instance per table meta and client. */
export class ColumnTypes {
  private readonly byCn = new Map<string, QueryColumn>();

  constructor(
    readonly meta: TableMeta,
    client: string,
  ) {
    // Columns the guard cannot query (a `.` in the name) still come back in rows: typed JSON.
    for (const q of ColumnIndex.of(meta, sqlFamily(client)).selectable()) this.byCn.set(q.cn, q);
  }

  /** The scalar of a column's values, read and written (the data service checks what is written). */
  output(col: ColumnMeta): GraphQLScalarType {
    if (col.uidt === 'Attachment' || col.uidt === 'JSON') return JsonScalar;
    const q = this.byCn.get(col.cn);
    return q ? scalarOfKind(q) : JsonScalar;
  }

  column(name: string): ColumnMeta | undefined {
    return this.meta.columns.find((c) => c.cn === name) ?? this.meta.columns.find((c) => c._cn === name);
  }
}

/**
 * The type of a lookup, rollup or formula field. `typesOf` gives the column types of another
 * table by `tn` (undefined when it is not part of the schema).
 */
export function virtualType(v: VirtualColumnMeta, typesOf: (tn: string) => ColumnTypes | undefined): GraphQLOutputType {
  if (v.lk) {
    const target = typesOf(v.lk.ltn);
    const col = target?.column(v.lk.lcn);
    const scalar = target && col && !isVirtualColumn(col) ? target.output(col) : JsonScalar;
    return v.lk.type === 'bt' ? scalar : new GraphQLList(scalar);
  }
  if (v.rl) {
    switch (v.rl.fn) {
      case 'count':
      case 'countDistinct':
        return GraphQLInt;
      case 'min':
      case 'max': {
        const target = typesOf(v.rl.rltn);
        const col = target?.column(v.rl.rlcn);
        return target && col && !isVirtualColumn(col) ? target.output(col) : JsonScalar;
      }
      default:
        return GraphQLFloat;
    }
  }
  if (v.count) return GraphQLInt;
  // Formulas: whatever the data service computes (text, number, date...).
  return JsonScalar;
}
