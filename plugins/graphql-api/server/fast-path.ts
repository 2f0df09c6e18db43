/**
 * The common request without graphql-http: a POST with a JSON body whose query parses, passes
 * validation (verdicts kept by the document cache) and sends no variables. graphql-http's work per
 * request (header and body checks, its response's `JSON.stringify` with a replacer called for
 * every key of the data) costs about as much as executing a page of rows. The answer is the one
 * graphql-http would give (same status, content type and body); every other request, and any of
 * these the checks here do not accept, goes to graphql-http.
 */
import type { Request } from 'express';
import { getOperationAST, GraphQLError, type ExecutionResult, type GraphQLSchema } from './graphql-js.js';
import type { CompiledQueries } from './compiled.js';
import type { DocumentCache } from './documents.js';
import type { GraphqlContext } from './schema.js';

/** graphql-http's answer: body and content type (the status is always 200 here). */
export interface FastAnswer {
  body: string;
  contentType: string;
}

export interface FastPathOptions {
  documents: DocumentCache;
  compiled: CompiledQueries;
  /** The per-request rules, as graphql-http's `validationRules` gets them. */
  rules: (
    document: Parameters<DocumentCache['validate']>[1],
    operationName: string | undefined,
  ) => Parameters<DocumentCache['validate']>[2];
  formatError: (err: Readonly<GraphQLError | Error>) => GraphQLError | Error;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/** Answer types by `accept` header: clients send the same few, and splitting one costs more than a lookup. */
const acceptedByHeader = new Map<string, string | null>();
const MAX_ACCEPT_HEADERS = 100;
const MAX_KEPT_HEADER_LENGTH = 200;

/** graphql-http's choice of answer type from `accept` (first acceptable entry wins; null: 406). */
export function acceptedMediaType(accept: string | undefined): string | null {
  const header = accept || '*/*';
  let type = acceptedByHeader.get(header);
  if (type === undefined) {
    type = mediaTypeOf(header);
    if (acceptedByHeader.size >= MAX_ACCEPT_HEADERS) acceptedByHeader.clear();
    if (header.length <= MAX_KEPT_HEADER_LENGTH) acceptedByHeader.set(header, type);
  }
  return type;
}

function mediaTypeOf(accept: string): string | null {
  for (const entry of accept.replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType, ...params] = entry.split(';');
    const charset = params.find((p) => p.includes('charset=')) || 'charset=utf-8';
    if (mediaType === 'application/graphql-response+json' && charset === 'charset=utf-8') return GRAPHQL_RESPONSE_TYPE;
    if (
      (mediaType === 'application/json' || mediaType === 'application/*' || mediaType === '*/*') &&
      (charset === 'charset=utf-8' || charset === 'charset=utf8')
    )
      return JSON_TYPE;
  }
  return null;
}

/** A JSON request body (as the host parsed it) this path takes, or undefined. */
function plainBody(req: Request): { query: string; operationName: string | undefined } | undefined {
  if (req.method !== 'POST') return undefined;
  const type = (req.headers['content-type'] ?? '').replace(/\s/g, '').toLowerCase();
  if (type !== 'application/json' && type !== 'application/json;charset=utf-8') return undefined;
  const body = req.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.query !== 'string') return undefined;
  if (body.operationName != null && typeof body.operationName !== 'string') return undefined;
  if (body.variables != null || body.extensions != null) return undefined;
  return { query: body.query, operationName: (body.operationName as string | null | undefined) ?? undefined };
}

/** graphql-http's replacer: an error that is not a GraphQLError shows its message only. */
const errorReplacer = (_key: string, value: unknown) =>
  value instanceof Error && !(value instanceof GraphQLError) ? { message: value.message } : value;

/**
 * Runs the request when this path takes it, else resolves to undefined (nothing has run: the
 * caller hands the request to graphql-http).
 */
export async function fastAnswer(
  req: Request,
  schema: GraphQLSchema,
  contextValue: GraphqlContext,
  options: FastPathOptions,
): Promise<FastAnswer | undefined> {
  const contentType = acceptedMediaType(req.headers.accept);
  const params = contentType && plainBody(req);
  if (!params) return undefined;
  let document;
  try {
    document = options.documents.parse(params.query);
  } catch {
    return undefined; // graphql-http answers the syntax error
  }
  const operation = getOperationAST(document, params.operationName);
  if (!operation || operation.operation === 'subscription') return undefined;
  if (options.documents.validate(schema, document, options.rules(document, params.operationName)).length) return undefined;
  const result: ExecutionResult = await options.compiled.runner(
    schema,
    document,
    params.operationName,
    operation.operation === 'query',
  )(contextValue);
  // Without errors the result holds plain data only: no replacer needed.
  const body = result.errors
    ? JSON.stringify({ ...result, errors: result.errors.map(options.formatError) }, errorReplacer)
    : JSON.stringify(result);
  return { body, contentType };
}
