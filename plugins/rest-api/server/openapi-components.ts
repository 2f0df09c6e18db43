/**
 * The parts of the document every project shares: the where / sort / fields / paging
 * parameters (with the query guard's grammar, sdk/src/server/query/README.md), the `{ msg }`
 * error answers, the page info and the two header credentials.
 */
import { DEFAULT_QUERY_LIMITS as L } from '@plinth/sdk/server';
import type { JsonSchema, OpenApiDocument, ParameterObject, ResponseObject } from './openapi-types.js';

export const WHERE_SYNTAX = `Filter rows: \`(field,op,value)\` conditions joined with \`~and\`, \`~or\` and \`~not\`, grouped with parentheses.

- \`a~not b\` means a AND NOT b; \`~and\` binds tighter than \`~or\`: \`(a)~or(b)~and(c)\` is a OR (b AND c). Nest with parentheses: \`((a)~or(b))~and(c)\`.
- Operators (any case): \`eq\`, \`neq\`, \`gt\`, \`ge\`, \`lt\`, \`le\`, \`like\` / \`nlike\` (\`%\` and \`_\` wildcards, case-insensitive, text columns), \`is\` (\`null\`, \`notnull\`, \`empty\`, \`notempty\`), \`in\` (one or more values), \`btw\` (two values, inclusive). \`neq\` and \`nlike\` also match empty cells.
- Values by column type: whole numbers, decimals, booleans (\`true false 1 0\`), dates \`YYYY-MM-DD\`, date-times \`YYYY-MM-DD HH:MM[:SS]\` (a zone converts to UTC), times \`HH:MM[:SS]\`, UUIDs. JSON and binary columns only take \`is\`.
- Escaping: a backslash before one of \`\\ , ( ) ~ -\` stands for that character. A value runs to the first unescaped \`)\`, so only \`,\` (inside \`in\` / \`btw\` lists), \`)\` and \`\\\` need escaping.
- Limits: ${L.maxWhereLength} characters, ${L.maxDepth} levels of nesting, ${L.maxConditions} conditions, ${L.maxListValues} values per list. Virtual columns (links, lookups, rollups, formulas) cannot be filtered.

Examples: \`(age,gt,18)~and(vip,eq,true)\`, \`(tier,in,gold,silver)~or(name,like,%smith%)\`, \`(created,btw,2024-01-01,2024-12-31)~not(email,is,null)\`.`;

export const CONDITION_GRAPH_SYNTAX = `Filter rows through their relations: JSON keyed by related table (name or alias), each entry \`{ "relation": "hm" | "bt" | "mm", "where"?: "<where text of the related table>", "not"?: true, "conditionGraph"?: { ...nested } }\`. A row matches when it has a related row of that relation matching \`where\` (any related row without one), or none with \`"not": true\`; entries of one object are ANDed with each other and with \`where\`.

- Related tables must be reached from the table through a relation of the stated kind; columns are those of the related table. Virtual columns cannot be filtered.
- Limits: ${L.maxGraphLength} characters, ${L.maxGraphDepth} levels of nesting, ${L.maxGraphRelations} relations. Anything else is a 400 naming the problem.

Examples: customers having an order above 100 \`{"orders":{"relation":"hm","where":"(amount,gt,100)"}}\`; orders whose customer is in Germany \`{"customers":{"relation":"bt","where":"(country,eq,DE)"}}\`; customers without the tag vip \`{"tags":{"relation":"mm","where":"(label,eq,vip)","not":true}}\`.`;

const query = (name: string, description: string, schema: JsonSchema): ParameterObject => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});
const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** `schema` with properties an answer may leave out. */
const withOptional = (schema: JsonSchema, properties: Record<string, JsonSchema>): JsonSchema => ({
  ...schema,
  properties: { ...(schema.properties as Record<string, JsonSchema>), ...properties },
});

export const SHARED_SCHEMAS: Record<string, JsonSchema> = {
  ApiError: {
    ...object({ msg: { type: 'string', description: 'What went wrong, naming the field where one is at fault' } }),
    title: 'Error',
  },
  PageInfo: withOptional(
    object({
      totalRows: {
        type: ['integer', 'null'],
        description: 'Rows matching the filter; null when counting took too long or `withTotal=false`',
      },
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1 },
      isFirstPage: { type: 'boolean' },
      isLastPage: { type: 'boolean' },
    }),
    {
      totalRowsEstimated: {
        type: 'boolean',
        description:
          "Present (true) when `totalRows` is the database planner's estimate (a big PostgreSQL table); `exactTotal=true` counts",
      },
    },
  ),
  Count: withOptional(object({ count: { type: 'integer', minimum: 0 } }), {
    estimated: {
      type: 'boolean',
      description: "Present (true) with `estimate=true` when `count` is the database planner's estimate (a big PostgreSQL table)",
    },
  }),
  Updated: object({ updated: { type: 'integer', minimum: 0 } }),
  Deleted: object({ deleted: { type: 'integer', minimum: 0 } }),
  Message: object({ msg: { type: 'string' } }),
};

export const SHARED_PARAMETERS: Record<string, ParameterObject> = {
  where: query('where', WHERE_SYNTAX, { type: 'string', maxLength: L.maxWhereLength }),
  conditionGraph: query('conditionGraph', CONDITION_GRAPH_SYNTAX, { type: 'string', maxLength: L.maxGraphLength }),
  sort: query('sort', 'Comma list of columns; `-` in front sorts descending (`-age,name`). The primary key is appended for stable pages.', {
    type: 'string',
    maxLength: L.maxListLength,
  }),
  fields: query('fields', 'Comma list of columns to return; empty or `*` returns every column.', {
    type: 'string',
    maxLength: L.maxListLength,
  }),
  limit: query('limit', `Rows per page (digits only); default ${L.defaultLimit}, larger values are lowered to ${L.maxLimit}.`, {
    type: 'integer',
    minimum: 1,
    default: L.defaultLimit,
  }),
  offset: query('offset', 'Rows to skip (digits only).', { type: 'integer', minimum: 0, default: 0 }),
  withTotal: query(
    'withTotal',
    '`false`: no COUNT beside the page, `pageInfo.totalRows` is null (for clients that page through a large table and count once, with `/count`).',
    { type: 'boolean', default: true },
  ),
  exactTotal: query(
    'exactTotal',
    "`true`: count the rows even where the total would be the planner's estimate (PostgreSQL tables above the data plugin's `estimateTotalAbove` rows).",
    { type: 'boolean', default: false },
  ),
  estimate: query(
    'estimate',
    "`true`: a PostgreSQL table above the data plugin's `estimateTotalAbove` rows answers the planner's estimate at once (`estimated: true`) instead of counting.",
    { type: 'boolean', default: false },
  ),
  id: {
    name: 'id',
    in: 'path',
    required: true,
    description: 'Primary key value; composite keys joined with `___`.',
    schema: { type: 'string' },
  },
};

export const SHARED_RESPONSES: Record<string, ResponseObject> = {
  BadRequest: errorResponse('Invalid input: unknown column, bad value for its type, bad where / sort / fields'),
  Unauthorized: errorResponse('No valid credentials'),
  Forbidden: errorResponse('The caller has no role allowing this in the project'),
  NotFound: errorResponse('Unknown project, table or row'),
  Conflict: errorResponse('The database refused the change: a duplicate of a unique key, or a row still referenced by other rows'),
  Timeout: errorResponse('Counting took too long'),
};

export const SECURITY: Pick<OpenApiDocument, 'security'> & { schemes: OpenApiDocument['components']['securitySchemes'] } = {
  schemes: {
    'xc-auth': {
      type: 'apiKey',
      in: 'header',
      name: 'xc-auth',
      description: "A signed-in user's token (what `POST /auth/signin` and `/auth/signup` answer).",
    },
    'xc-token': {
      type: 'apiKey',
      in: 'header',
      name: 'xc-token',
      description: 'An API token created in the project (acts with its creator’s roles).',
    },
  },
  security: [{ 'xc-auth': [] }, { 'xc-token': [] }],
};
