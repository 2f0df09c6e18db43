/**
 * The GraphQL schema of one project, generated from its table meta. Per table (row types in
 * row-types.ts): `{t}List`, `{t}Read`, `{t}Count` queries and `{t}Create`, `{t}Update`,
 * `{t}Delete`, `{t}CreateBulk` mutations. Every read and write goes through the data service
 * (`TableDataToken`), so filters, validation and audit are REST's.
 */
import { ROW_KEY_SEPARATOR, type TableMeta } from '@plinth/sdk';
import type { ListQuery, TableDataService } from '@plinth/sdk/server';
import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
} from './graphql-js.js';
import { listCost } from './limits.js';
import { LIST_ARGS, nonNullList, pick, RowTypes, type Args, type Field, type GraphqlContext, type TableModel } from './row-types.js';
import { JsonScalar } from './scalars.js';

export type { GraphqlContext } from './row-types.js';

export interface SchemaSource {
  projectId: string;
  /** The project database's knex client: integer widths differ per database. */
  client: string;
  tables: TableMeta[];
}

type RootFields = Record<string, Field>;

const M2M_ARGS: GraphQLFieldConfigArgumentMap = {
  pid: { type: new GraphQLNonNull(GraphQLID), description: "The parent row's id." },
  assoc: { type: new GraphQLNonNull(GraphQLString), description: 'The many-to-many partner table (or its junction table).' },
  parent: { type: new GraphQLNonNull(GraphQLString), description: 'The parent table.' },
  limit: LIST_ARGS.limit!,
  offset: LIST_ARGS.offset!,
};

const listQuery = (args: Args) => pick(args, ['where', 'sort', 'limit', 'offset', 'conditionGraph']) as ListQuery;

/** Builds the schema; resolvers call `data` for `source.projectId`. */
export function buildProjectSchema(source: SchemaSource, data: TableDataService): GraphQLSchema {
  const types = new RowTypes(source.tables, source.client);
  const query: RootFields = {};
  const mutation: RootFields = {};
  for (const m of types.models.values()) {
    Object.assign(query, tableQueries(types, m, source.projectId, data));
    // A database view is read only.
    if (m.meta.type !== 'view') Object.assign(mutation, tableMutations(types, m, source.projectId, data));
  }
  Object.assign(query, m2mQueries(source.projectId, data));

  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: query as GraphQLFieldConfigMap<unknown, GraphqlContext> }),
    mutation: Object.keys(mutation).length
      ? new GraphQLObjectType({ name: 'Mutation', fields: mutation as GraphQLFieldConfigMap<unknown, GraphqlContext> })
      : undefined,
  });
}

/** `{t}List`, `{t}Read` (tables with a key) and `{t}Count`. */
function tableQueries(types: RowTypes, m: TableModel, projectId: string, data: TableDataService): RootFields {
  const query: RootFields = {};
  const { tn, _tn } = m.meta;
  const row = types.objectOf(m);
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
      description: `One '${_tn}' row by its id (composite keys joined with \`${ROW_KEY_SEPARATOR}\`).`,
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
  return query;
}

/** `{t}Create`, `{t}CreateBulk`, `{t}Update` and `{t}Delete`, as far as the table can take them. */
function tableMutations(types: RowTypes, m: TableModel, projectId: string, data: TableDataService): RootFields {
  const { tn, _tn } = m.meta;
  const row = types.objectOf(m);
  const hasKey = m.meta.columns.some((c) => c.pk);
  const mutation: RootFields = {};
  const input = types.inputOf(m);
  if (input) {
    const inputType = new GraphQLNonNull(input.type);
    mutation[`${m.base}Create`] = {
      type: row,
      description: `Inserts a '${_tn}' row.`,
      args: { data: { type: inputType } },
      resolve: async (_root, args, ctx) => {
        await ctx.assertCanWrite();
        return data.create(projectId, tn, types.bodyOf(m, args.data), ctx.actor);
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
          (args.data as unknown[]).map((d) => types.bodyOf(m, d)),
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
          return data.update(projectId, tn, String(args.id), types.bodyOf(m, args.data), ctx.actor);
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
  return mutation;
}

/** Rows of a many-to-many partner not linked to a row, and their count. */
function m2mQueries(projectId: string, data: TableDataService): RootFields {
  const query: RootFields = {};
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
  return query;
}
