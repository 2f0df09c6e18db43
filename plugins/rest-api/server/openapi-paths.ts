/**
 * The operations of one table, one per route of routes.ts. Shared parameters and responses are
 * components (see openapi-components.ts); per-table ones (hm / bt / mm, column lists) inline.
 */
import type { TableMeta } from '@plinth/sdk';
import { isVirtualColumn } from '@plinth/sdk/server';
import type { JsonSchema, OperationObject, ParameterObject, PathItem, Reference, ResponseObject } from './openapi-types.js';
import { ref } from './openapi-schemas.js';

/** Component names of one table and what the paths need to know about its neighbours. */
export interface TableNames {
  meta: TableMeta;
  /** Prefix of its operation ids (a camelCase identifier). */
  op: string;
  row: string;
  create: string;
  update: string;
  list: string;
}

export interface PathContext {
  /** Names of a related table by physical name. */
  table(tn: string): TableNames | undefined;
  /** Registers an operation id, returning it made unique. */
  operationId(wanted: string): string;
}

const param = (name: string): Reference => ({ $ref: `#/components/parameters/${name}` });
const response = (name: string): Reference => ({ $ref: `#/components/responses/${name}` });
const json = (schema: JsonSchema, description: string): ResponseObject => ({ description, content: { 'application/json': { schema } } });
const body = (schema: JsonSchema) => ({ required: true, content: { 'application/json': { schema } } });
const listOf = (name: string): JsonSchema => ({
  type: 'object',
  properties: { list: { type: 'array', items: ref(name) } },
  required: ['list'],
  additionalProperties: false,
});

const ERRORS = {
  '400': response('BadRequest'),
  '401': response('Unauthorized'),
  '403': response('Forbidden'),
  '404': response('NotFound'),
};
/** Writes may also meet a unique key or a reference the database keeps (409). */
const WRITE_ERRORS = { ...ERRORS, '409': response('Conflict') };
const QUERY = ['where', 'conditionGraph', 'sort', 'fields', 'limit', 'offset'].map(param);

/** `hm`, `bt`, `mm` parameters naming the relations this table has, if any. */
function relationParams(t: TableNames, ctx: PathContext): ParameterObject[] {
  const kinds = [
    ['hm', t.meta.hasMany, 'has-many: embeds `<table>List`'],
    ['bt', t.meta.belongsTo, 'belongs-to: embeds `<table>Read`'],
    ['mm', t.meta.manyToMany, 'many-to-many: embeds `<table>MMList`'],
  ] as const;
  return kinds.flatMap(([name, rels, what]) => {
    const tables = [...new Set((rels ?? []).map((r) => ctx.table(r.rtn)?.meta._tn).filter((n): n is string => n !== undefined))];
    if (!tables.length) return [];
    const description =
      `Comma list of related tables to embed (${what}). One query per relation for the whole page. Here: ${tables.map((n) => `\`${n}\``).join(', ')}. ` +
      'With several relations to one table, `<table>:<foreign key column>` picks one (a plain table name takes the first) and embeds it under `<table>_<column>` + the suffix, e.g. `orders:billing_id` -> `orders_billing_idList`.';
    return [{ name, in: 'query' as const, required: false, description, schema: { type: 'string', examples: [tables.join(',')] } }];
  });
}

const columnsNote = (meta: TableMeta) => {
  const names = meta.columns.filter((c) => !isVirtualColumn(c)).map((c) => `\`${c._cn}\``);
  return `Columns for where, sort and fields: ${names.join(', ')}.`;
};

/** Paths of one table, keyed by path template. */
export function tablePaths(t: TableNames, ctx: PathContext): Record<string, PathItem> {
  const { meta } = t;
  const base = `/${encodeURIComponent(meta._tn)}`;
  const tags = [meta._tn];
  const op = (suffix: string, summary: string, rest: Omit<OperationObject, 'operationId' | 'summary' | 'tags'>): OperationObject => ({
    operationId: ctx.operationId(`${t.op}${suffix}`),
    summary,
    tags,
    ...rest,
  });
  const relations = relationParams(t, ctx);
  const whereRequired: ParameterObject = {
    name: 'where',
    in: 'query',
    required: true,
    description: 'Filter choosing the rows (required). Syntax as in the list operation.',
    schema: { type: 'string', minLength: 1 },
  };
  const isView = meta.type === 'view';
  const hasKey = !isView && meta.columns.some((c) => c.pk);

  const paths: Record<string, PathItem> = {
    [base]: {
      get: op('List', `List ${meta._tn}`, {
        description: `A page of rows with the total (null when counting took too long). ${columnsNote(meta)}`,
        parameters: [...QUERY, param('withTotal'), param('exactTotal'), ...relations],
        responses: { '200': json(ref(t.list), 'A page of rows'), ...ERRORS },
      }),
      ...(!isView && {
        post: op('Create', `Create a ${meta._tn} row`, {
          requestBody: body(ref(t.create)),
          responses: { '201': json(ref(t.row), 'The row as stored'), ...WRITE_ERRORS },
        }),
      }),
    },
    [`${base}/count`]: {
      get: op('Count', `Count ${meta._tn}`, {
        parameters: [param('where'), param('conditionGraph'), param('estimate')],
        responses: { '200': json(ref('Count'), 'Rows matching the filter'), ...ERRORS, '504': response('Timeout') },
      }),
    },
  };
  if (isView) return paths;

  paths[`${base}/bulk`] = {
    post: op('BulkCreate', `Insert many ${meta._tn} rows, all or nothing`, {
      requestBody: body({ type: 'array', items: ref(t.create), minItems: 1, maxItems: 1000 }),
      responses: { '201': json(listOf(t.row), 'The rows as stored'), ...WRITE_ERRORS },
    }),
  };
  paths[`${base}/all`] = {
    put: op('UpdateWhere', `Update every ${meta._tn} row matching a filter`, {
      parameters: [whereRequired],
      requestBody: body(ref(t.update)),
      responses: { '200': json(ref('Updated'), 'How many rows changed'), ...WRITE_ERRORS },
    }),
    delete: op('DeleteWhere', `Delete every ${meta._tn} row matching a filter`, {
      parameters: [whereRequired],
      responses: { '200': json(ref('Deleted'), 'How many rows were deleted'), ...WRITE_ERRORS },
    }),
  };
  if (!hasKey) return paths;

  for (const mm of meta.manyToMany ?? []) {
    const other = ctx.table(mm.rtn);
    if (!other) continue;
    paths[`${base}/m2mNotChildren/${encodeURIComponent(mm.vtn)}/{pid}`] = {
      get: op(`NotLinked${other.op[0]!.toUpperCase()}${other.op.slice(1)}`, `${other.meta._tn} rows not linked to a ${meta._tn} row`, {
        description: `Rows of ${other.meta._tn} not linked to the ${meta._tn} row \`pid\` through ${mm.vtn}; where, sort, fields and paging apply to ${other.meta._tn}.`,
        parameters: [
          { name: 'pid', in: 'path', required: true, description: `Key of the ${meta._tn} row`, schema: { type: 'string' } },
          ...QUERY,
        ],
        responses: { '200': json(listOf(other.row), 'The rows not linked'), ...ERRORS },
      }),
    };
  }
  const id: Reference = param('id');
  paths[`${base}/{id}`] = {
    get: op('Read', `Read one ${meta._tn} row`, {
      parameters: [id, ...relations],
      responses: { '200': json(ref(t.row), 'The row'), ...ERRORS },
    }),
    put: op('Update', `Update one ${meta._tn} row`, {
      parameters: [id],
      requestBody: body(ref(t.update)),
      responses: { '200': json(ref(t.row), 'The row as stored'), ...WRITE_ERRORS },
    }),
    delete: op('Delete', `Delete one ${meta._tn} row`, {
      parameters: [id],
      responses: { '200': json(ref('Message'), 'Deleted'), ...WRITE_ERRORS },
    }),
  };
  return paths;
}
