/**
 * The GraphQL schema of one project, generated from its table meta. Per table (by its alias
 * `_tn`, made GraphQL-safe): `{t}List`, `{t}Read`, `{t}Count` queries and `{t}Create`,
 * `{t}Update`, `{t}Delete`, `{t}CreateBulk` mutations; a row type with every physical column,
 * its lookups, rollups and formulas, and its relations as `{child}List` (has-many),
 * `{parent}Read` (belongs-to) and `{other}MMList` (many-to-many), the names REST embeds them
 * under. Every read and write goes through the data service (`TableDataToken`), so filters,
 * validation and audit are REST's.
 */
import type { ColumnMeta, RelationMeta, TableMeta } from '@plinth/sdk';
import { relationColumn, type ApiRow, type DataActor, type ListQuery, type RelationKind, type TableDataService } from '@plinth/sdk/server';
import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
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

export interface SchemaSource {
  projectId: string;
  /** The project database's knex client: integer widths differ per database. */
  client: string;
  tables: TableMeta[];
}

/** Root field suffixes per table, claimed together so two tables never share one. */
const TABLE_OPERATIONS = ['List', 'Read', 'Count', 'Create', 'Update', 'Delete', 'CreateBulk'] as const;

/** One table as the schema names it. */
interface TableModel {
  meta: TableMeta;
  types: ColumnTypes;
  /** Row type name; the input type is `${typeName}Input`. */
  typeName: string;
  /** Root fields are `${base}List`, `${base}Read`... */
  base: string;
  object?: GraphQLObjectType;
  input?: { type: GraphQLInputObjectType; columns: Map<string, ColumnMeta> } | null;
}

type Args = Record<string, unknown>;
type Field = GraphQLFieldConfig<ApiRow, GraphqlContext, Args> & { extensions?: ComplexityExtension };

const nonNullList = <T extends GraphQLObjectType>(t: T) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t)));
const byTn = (a: TableMeta, b: TableMeta) => (a.tn < b.tn ? -1 : a.tn > b.tn ? 1 : 0);

const LIST_ARGS: GraphQLFieldConfigArgumentMap = {
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
const M2M_ARGS: GraphQLFieldConfigArgumentMap = {
  pid: { type: new GraphQLNonNull(GraphQLID), description: "The parent row's id." },
  assoc: { type: new GraphQLNonNull(GraphQLString), description: 'The many-to-many partner table (or its junction table).' },
  parent: { type: new GraphQLNonNull(GraphQLString), description: 'The parent table.' },
  limit: LIST_ARGS.limit!,
  offset: LIST_ARGS.offset!,
};

/** Copies only the arguments the client gave: the data service applies its own defaults. */
function pick<K extends string>(args: Args, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  for (const k of keys) if (args[k] !== undefined && args[k] !== null) out[k] = args[k];
  return out;
}
const listQuery = (args: Args) => pick(args, ['where', 'sort', 'limit', 'offset', 'conditionGraph']) as ListQuery;
const relationQuery = (args: Args) => pick(args, ['where', 'sort', 'limit', 'conditionGraph']) as RelationQuery;

/** Builds the schema; resolvers call `data` for `source.projectId`. */
export function buildProjectSchema(source: SchemaSource, data: TableDataService): GraphQLSchema {
  const { projectId } = source;
  // Meta Management: a disabled table is not part of the data APIs.
  const tables = source.tables.filter((t) => t.enabled !== false).sort(byTn);
  const typeNames = new NameAllocator(RESERVED_TYPE_NAMES);
  const rootNames = new NameAllocator(RESERVED_ROOT_FIELDS);
  const models = new Map<string, TableModel>();
  for (const meta of tables) {
    models.set(meta.tn, {
      meta,
      types: new ColumnTypes(meta, source.client),
      typeName: typeNames.takeGroup(typeName(meta._tn), (b) => [b, `${b}Input`]),
      base: rootNames.takeGroup(graphqlName(meta._tn), (b) => TABLE_OPERATIONS.map((op) => `${b}${op}`)),
    });
  }
  const typesOf = (tn: string) => models.get(tn)?.types;

  const objectOf = (m: TableModel): GraphQLObjectType =>
    (m.object ??= new GraphQLObjectType<ApiRow, GraphqlContext>({
      name: m.typeName,
      description: `A row of ${m.meta.type === 'view' ? 'view' : 'table'} '${m.meta._tn}'.`,
      fields: () => rowFields(m),
    }));

  const relationField = (m: TableModel, kind: RelationKind, rel: RelationMeta, other: TableModel, fkAlias: string): Field => {
    // Named by its foreign key column: always this relation, whatever others the tables have.
    // (a many-to-many by its junction table: two junctions may name their columns alike)
    const relation = { table: rel.rtn, column: kind === 'mm' ? (rel as RelationMeta & { vtn: string }).vtn : relationColumn(kind, rel).cn };
    const resolve = (row: ApiRow, args: Args, ctx: GraphqlContext) => ctx.loaders.load(m.meta.tn, kind, relation, relationQuery(args), row);
    const through = ` through '${fkAlias}'`;
    if (kind === 'bt') return { type: objectOf(other), description: `The '${other.meta._tn}' row this row belongs to${through}.`, resolve };
    return {
      type: nonNullList(objectOf(other)),
      description: `Related '${other.meta._tn}' rows (${kind === 'hm' ? 'has many' : 'many to many'}${through}).`,
      args: RELATION_ARGS,
      extensions: { complexity: listCost },
      resolve,
    };
  };

  function rowFields(m: TableModel): GraphQLFieldConfigMap<ApiRow, GraphqlContext> {
    const names = new NameAllocator();
    const fields: GraphQLFieldConfigMap<ApiRow, GraphqlContext> = {};
    const value = (key: string) => (row: ApiRow) => row[key] ?? null;
    const described = (shown: string, name: string) => (shown === name ? undefined : `'${shown}'`);
    for (const col of physicalColumns(m.meta)) {
      const name = names.take(graphqlName(col._cn));
      fields[name] = { type: m.types.output(col), description: described(col._cn, name), resolve: value(col._cn) };
    }
    for (const v of m.meta.v ?? []) {
      const name = names.take(graphqlName(v._cn));
      const what = v.lk ? 'Lookup' : v.rl ? 'Rollup' : v.count ? 'Count' : 'Formula';
      fields[name] = { type: virtualType(v, typesOf), description: `${what} '${v._cn}'.`, resolve: value(v._cn) };
    }
    // One field per relation. Of several to one table, the one whose foreign key column name
    // sorts first is `{t}List` / `{t}Read` / `{t}MMList` (what the data service and REST take
    // for a plain table name), the others add their column (`{t}By{Column}List`): the names do
    // not depend on the order a database lists its foreign keys in.
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
        const other = models.get(rel.rtn);
        if (!other) continue;
        const fk = relationColumn(kind, rel);
        const fkAlias = models.get(fk.tn)?.meta.columns.find((c) => c.cn === fk.cn)?._cn ?? fk.cn;
        const base = primary.get(rel.rtn) === fk.cn ? other.meta._tn : `${other.meta._tn}By${typeName(fkAlias)}`;
        fields[names.take(graphqlName(`${base}${suffix}`))] = relationField(m, kind, rel, other, fkAlias) as GraphQLFieldConfig<
          ApiRow,
          GraphqlContext
        >;
      }
    }
    return fields;
  }

  /** The create / update input; null when nothing can be written (only an auto-increment key). */
  const inputOf = (m: TableModel): TableModel['input'] => {
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
  };
  /** Input field names back to the API's column aliases. */
  const bodyOf = (m: TableModel, input: unknown): ApiRow => {
    const columns = inputOf(m)!.columns;
    return Object.fromEntries(Object.entries(input as Args).map(([k, v]) => [columns.get(k)?._cn ?? k, v]));
  };

  const query: Record<string, Field> = {};
  const mutation: Record<string, Field> = {};
  for (const m of models.values()) {
    const { tn, _tn } = m.meta;
    const row = objectOf(m);
    const hasKey = m.meta.columns.some((c) => c.pk);
    query[`${m.base}List`] = {
      type: nonNullList(row),
      description: `Rows of '${_tn}'.`,
      args: LIST_ARGS,
      extensions: { complexity: listCost },
      // `{t}Count` answers the total: the list runs no COUNT.
      resolve: async (_root, args) => (await data.list(projectId, tn, listQuery(args), { withTotal: false })).list,
    };
    if (hasKey) {
      query[`${m.base}Read`] = {
        type: row,
        description: `One '${_tn}' row by its id (composite keys joined with \`___\`).`,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: (_root, args) => data.read(projectId, tn, String(args.id)),
      };
    }
    query[`${m.base}Count`] = {
      type: new GraphQLNonNull(GraphQLInt),
      description: `How many '${_tn}' rows match.`,
      args: { where: LIST_ARGS.where!, conditionGraph: LIST_ARGS.conditionGraph! },
      resolve: (_root, args) => data.count(projectId, tn, listQuery(args)),
    };
    if (m.meta.type === 'view') continue;

    const input = inputOf(m);
    if (input) {
      const inputType = new GraphQLNonNull(input.type);
      mutation[`${m.base}Create`] = {
        type: row,
        description: `Inserts a '${_tn}' row.`,
        args: { data: { type: inputType } },
        resolve: async (_root, args, ctx) => {
          await ctx.assertCanWrite();
          return data.create(projectId, tn, bodyOf(m, args.data), ctx.actor);
        },
      };
      mutation[`${m.base}CreateBulk`] = {
        type: new GraphQLList(new GraphQLNonNull(row)),
        description: `Inserts '${_tn}' rows, all or none.`,
        args: { data: { type: new GraphQLNonNull(new GraphQLList(inputType)) } },
        extensions: { complexity: ({ args, childComplexity }) => 1 + childComplexity * (Array.isArray(args.data) ? args.data.length : 1) },
        resolve: async (_root, args, ctx) => {
          await ctx.assertCanWrite();
          return data.createBulk(
            projectId,
            tn,
            (args.data as unknown[]).map((d) => bodyOf(m, d)),
            ctx.actor,
          );
        },
      };
      if (hasKey) {
        mutation[`${m.base}Update`] = {
          type: row,
          description: `Changes a '${_tn}' row.`,
          args: { id: { type: new GraphQLNonNull(GraphQLID) }, data: { type: inputType } },
          resolve: async (_root, args, ctx) => {
            await ctx.assertCanWrite();
            return data.update(projectId, tn, String(args.id), bodyOf(m, args.data), ctx.actor);
          },
        };
      }
    }
    if (hasKey) {
      mutation[`${m.base}Delete`] = {
        type: GraphQLBoolean,
        description: `Deletes a '${_tn}' row; true once deleted.`,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: async (_root, args, ctx) => {
          await ctx.assertCanWrite();
          await data.delete(projectId, tn, String(args.id), ctx.actor);
          return true;
        },
      };
    }
  }

  const m2mQuery = (args: Args) => pick(args, ['limit', 'offset']) as ListQuery;
  query.m2mNotChildren = {
    type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(JsonScalar))),
    description: 'Rows of the many-to-many partner `assoc` not linked to row `pid` of table `parent`.',
    args: M2M_ARGS,
    extensions: { complexity: listCost },
    resolve: async (_root, args) =>
      (
        await data.m2mNotChildren(projectId, String(args.parent), String(args.assoc), String(args.pid), m2mQuery(args), {
          withTotal: false,
        })
      ).list,
  };
  query.m2mNotChildrenCount = {
    type: new GraphQLNonNull(GraphQLInt),
    description: 'How many rows `m2mNotChildren` finds in all.',
    args: M2M_ARGS,
    resolve: async (_root, args) =>
      (await data.m2mNotChildren(projectId, String(args.parent), String(args.assoc), String(args.pid), m2mQuery(args))).count ?? 0,
  };

  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: query as GraphQLFieldConfigMap<unknown, GraphqlContext> }),
    mutation: Object.keys(mutation).length
      ? new GraphQLObjectType({ name: 'Mutation', fields: mutation as GraphQLFieldConfigMap<unknown, GraphqlContext> })
      : undefined,
  });
}
