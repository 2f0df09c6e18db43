/**
 * The GraphQL types of a project's rows: per table (by its alias `_tn`, made GraphQL-safe) a row
 * type with every physical column, its lookups, rollups and formulas, and its relations as
 * `{child}List` (has-many), `{parent}Read` (belongs-to) and `{other}MMList` (many-to-many), the
 * names REST embeds them under; and the input type creates and updates take.
 */
import type { ColumnMeta, RelationMeta, TableMeta } from '@plinth/sdk';
import { relationColumn, type ApiRow, type DataActor, type RelationKind } from '@plinth/sdk/server';
import {
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
} from './graphql-js.js';
import { ColumnTypes, physicalColumns, virtualType } from './column-types.js';
import { listCost, type ComplexityExtension } from './limits.js';
import type { RelationLoaders, RelationQuery } from './loaders.js';
import { graphqlName, NameAllocator, RESERVED_ROOT_FIELDS, RESERVED_TYPE_NAMES, typeName } from './names.js';
import { JsonScalar } from './scalars.js';

/** What resolvers get per request. */
export type GraphqlContext = {
  loaders: RelationLoaders;
  actor: DataActor;
  /** Rejects (403 `HttpError`) unless the caller may change rows of the project. */
  assertCanWrite(): Promise<void>;
};

/** Root field suffixes per table, claimed together so two tables never share one. */
const TABLE_OPERATIONS = ['List', 'Read', 'Count', 'Create', 'Update', 'Delete', 'CreateBulk'] as const;

/** One table as the schema names it. */
export interface TableModel {
  meta: TableMeta;
  types: ColumnTypes;
  /** Row type name; the input type is `${typeName}Input`. */
  typeName: string;
  /** Root fields are `${base}List`, `${base}Read`... */
  base: string;
  object?: GraphQLObjectType;
  input?: { type: GraphQLInputObjectType; columns: Map<string, ColumnMeta> } | null;
}

export type Args = Record<string, unknown>;
export type Field = GraphQLFieldConfig<ApiRow, GraphqlContext, Args> & { extensions?: ComplexityExtension };
type Fields = GraphQLFieldConfigMap<ApiRow, GraphqlContext>;

export const nonNullList = <T extends GraphQLObjectType>(t: T) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t)));
const byTn = (a: TableMeta, b: TableMeta) => (a.tn < b.tn ? -1 : a.tn > b.tn ? 1 : 0);

export const LIST_ARGS: GraphQLFieldConfigArgumentMap = {
  where: { type: GraphQLString, description: 'Filter in the REST syntax: `(field,op,value)~and(...)`.' },
  sort: { type: GraphQLString, description: 'Comma list of columns, `-` for descending.' },
  limit: { type: GraphQLInt, description: 'Rows per page (default 25, at most 1000).' },
  offset: { type: GraphQLInt, description: 'Rows to skip.' },
  conditionGraph: { type: JsonScalar, description: 'Filters through relations (see the data plugin).' },
};
const RELATION_ARGS: GraphQLFieldConfigArgumentMap = {
  where: LIST_ARGS.where!,
  sort: LIST_ARGS.sort!,
  limit: { type: GraphQLInt, description: 'Related rows per parent row (default 25, at most 1000).' },
  conditionGraph: LIST_ARGS.conditionGraph!,
};

/** Copies only the arguments the client gave: the data service applies its own defaults. */
export function pick<K extends string>(args: Args, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  for (const k of keys) if (args[k] !== undefined && args[k] !== null) out[k] = args[k];
  return out;
}
const relationQuery = (args: Args) => pick(args, ['where', 'sort', 'limit', 'conditionGraph']) as RelationQuery;

/**
 * Row and input types of the tables the data APIs show (a table disabled in Meta Management is
 * not one of them), made once per table and on demand, as relations refer to each other.
 */
export class RowTypes {
  /** By table name, sorted by it: names are allocated in that order, whatever the meta's order. */
  readonly models = new Map<string, TableModel>();

  constructor(tables: readonly TableMeta[], client: string) {
    const typeNames = new NameAllocator(RESERVED_TYPE_NAMES);
    const rootNames = new NameAllocator(RESERVED_ROOT_FIELDS);
    for (const meta of tables.filter((t) => t.enabled !== false).sort(byTn)) {
      this.models.set(meta.tn, {
        meta,
        types: new ColumnTypes(meta, client),
        typeName: typeNames.takeGroup(typeName(meta._tn), (b) => [b, `${b}Input`]),
        base: rootNames.takeGroup(graphqlName(meta._tn), (b) => TABLE_OPERATIONS.map((op) => `${b}${op}`)),
      });
    }
  }

  objectOf(m: TableModel): GraphQLObjectType {
    return (m.object ??= new GraphQLObjectType<ApiRow, GraphqlContext>({
      name: m.typeName,
      description: `A row of ${m.meta.type === 'view' ? 'view' : 'table'} '${m.meta._tn}'.`,
      fields: () => this.rowFields(m),
    }));
  }

  /** The create / update input; null when nothing can be written (only an auto-increment key). */
  inputOf(m: TableModel): TableModel['input'] {
    if (m.input !== undefined) return m.input;
    const names = new NameAllocator();
    const columns = new Map<string, ColumnMeta>();
    const fields: GraphQLInputFieldConfigMap = {};
    for (const col of physicalColumns(m.meta)) {
      if (col.ai) continue;
      const name = names.take(graphqlName(col._cn));
      columns.set(name, col);
      fields[name] = { type: m.types.output(col), description: col._cn === name ? undefined : `'${col._cn}'` };
    }
    m.input = columns.size
      ? {
          type: new GraphQLInputObjectType({
            name: `${m.typeName}Input`,
            description: `Values of a '${m.meta._tn}' row; the data service checks them.`,
            fields,
          }),
          columns,
        }
      : null;
    return m.input;
  }

  /** Input field names back to the API's column aliases. */
  bodyOf(m: TableModel, input: unknown): ApiRow {
    const columns = this.inputOf(m)!.columns;
    return Object.fromEntries(Object.entries(input as Args).map(([k, v]) => [columns.get(k)?._cn ?? k, v]));
  }

  private rowFields(m: TableModel): Fields {
    const names = new NameAllocator();
    const fields: Fields = {};
    // A field named as its column reads the row's value itself (no resolver): graphql-jit inlines
    // that read, while every field with a resolver runs through its deferred, per-value resolver
    // machinery. Renamed fields keep one, and so do names an object inherits ('constructor'...).
    const value = (key: string, name: string) =>
      key === name && !(key in Object.prototype) ? undefined : (row: ApiRow) => row[key] ?? null;
    const described = (shown: string, name: string) => (shown === name ? undefined : `'${shown}'`);
    for (const col of physicalColumns(m.meta)) {
      const name = names.take(graphqlName(col._cn));
      fields[name] = { type: m.types.output(col), description: described(col._cn, name), resolve: value(col._cn, name) };
    }
    for (const v of m.meta.v ?? []) {
      const name = names.take(graphqlName(v._cn));
      const what = v.lk ? 'Lookup' : v.rl ? 'Rollup' : v.count ? 'Count' : 'Formula';
      fields[name] = {
        type: virtualType(v, (tn) => this.models.get(tn)?.types),
        description: `${what} '${v._cn}'.`,
        resolve: value(v._cn, name),
      };
    }
    this.addRelationFields(m, names, fields);
    return fields;
  }

  /**
   * One field per relation. Of several to one table, the one whose foreign key column name sorts
   * first is `{t}List` / `{t}Read` / `{t}MMList` (what the data service and REST take for a plain
   * table name), the others add their column (`{t}By{Column}List`): the names do not depend on
   * the order a database lists its foreign keys in.
   */
  private addRelationFields(m: TableModel, names: NameAllocator, fields: Fields): void {
    const relations: [RelationKind, RelationMeta[] | undefined, string][] = [
      ['hm', m.meta.hasMany, 'List'],
      ['bt', m.meta.belongsTo, 'Read'],
      ['mm', m.meta.manyToMany, 'MMList'],
    ];
    for (const [kind, list, suffix] of relations) {
      const primary = new Map<string, string>();
      for (const rel of list ?? []) {
        const cn = relationColumn(kind, rel).cn;
        const first = primary.get(rel.rtn);
        if (first === undefined || cn < first) primary.set(rel.rtn, cn);
      }
      for (const rel of list ?? []) {
        const other = this.models.get(rel.rtn);
        if (!other) continue;
        const fk = relationColumn(kind, rel);
        const fkAlias = this.models.get(fk.tn)?.meta.columns.find((c) => c.cn === fk.cn)?._cn ?? fk.cn;
        const base = primary.get(rel.rtn) === fk.cn ? other.meta._tn : `${other.meta._tn}By${typeName(fkAlias)}`;
        fields[names.take(graphqlName(`${base}${suffix}`))] = this.relationField(m, kind, rel, other, fkAlias) as GraphQLFieldConfig<
          ApiRow,
          GraphqlContext
        >;
      }
    }
  }

  private relationField(m: TableModel, kind: RelationKind, rel: RelationMeta, other: TableModel, fkAlias: string): Field {
    // Named by its foreign key column: always this relation, whatever others the tables have.
    // (a many-to-many by its junction table: two junctions may name their columns alike)
    const relation = { table: rel.rtn, column: kind === 'mm' ? (rel as RelationMeta & { vtn: string }).vtn : relationColumn(kind, rel).cn };
    const resolve = (row: ApiRow, args: Args, ctx: GraphqlContext) => ctx.loaders.load(m.meta.tn, kind, relation, relationQuery(args), row);
    const through = ` through '${fkAlias}'`;
    if (kind === 'bt')
      return { type: this.objectOf(other), description: `The '${other.meta._tn}' row this row belongs to${through}.`, resolve };
    return {
      type: nonNullList(this.objectOf(other)),
      description: `Related '${other.meta._tn}' rows (${kind === 'hm' ? 'has many' : 'many to many'}${through}).`,
      args: RELATION_ARGS,
      extensions: { complexity: listCost },
      resolve,
    };
  }
}
