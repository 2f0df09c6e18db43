/**
 * GraphQL over HTTP (graphql-http; POST, and GET for queries) for `/nc/:projectId/v1/graphql`:
 * loaded by routes.ts with the first GraphQL request, as graphql-js, graphql-jit and the
 * libraries on them are a large share of the server's start otherwise.
 */
import type { Request, RequestHandler } from 'express';
import type { Request as GraphqlHttpRequest } from 'graphql-http';
import { createHandler, GraphQLError, type GraphQLSchema } from './graphql-js.js';
import { CLIENT_ID_HEADER, clientIdOf, type Logger } from '@plinth/sdk';
import {
  authorizeOrThrow,
  errorAnswer,
  hiddenCause,
  type DataActor,
  type Principal,
  type ServerContext,
  type TableDataService,
} from '@plinth/sdk/server';
import type { SchemaCache } from './cache.js';
import { CompiledQueries } from './compiled.js';
import { DocumentCache } from './documents.js';
import { fastAnswer, type FastPathOptions } from './fast-path.js';
import { costRule, DEFAULT_OPERATION_LIMITS, depthRule, type OperationLimits } from './limits.js';
import { RelationLoaders } from './loaders.js';
import type { GraphqlContext } from './schema.js';

/** The writer of a mutation: its user, and the live socket of the app that sent it (live updates skip that socket). */
function actorOf(req: Request, principal: Principal | null): DataActor {
  const origin = clientIdOf(req.headers[CLIENT_ID_HEADER]);
  return { userId: principal?.userId ?? null, userEmail: principal?.email ?? null, ...(origin && { origin }) };
}

/** What the route hands graphql-http's handler for one request. */
type RequestState = { schema: GraphQLSchema; graphql: GraphqlContext };

/**
 * Errors of resolvers become GraphQL errors with the data service's message and the field's
 * path (`extensions.status` keeps the HTTP status REST would answer); an unexpected one is
 * logged and shown as "Internal server error". No stack ever leaves the server.
 */
function errorFormatter(log: Logger) {
  return (err: Readonly<GraphQLError | Error>): GraphQLError | Error => {
    if (!(err instanceof GraphQLError)) return err; // graphql-http's own request errors
    const original = err.originalError;
    if (!original || original instanceof GraphQLError) return err;
    const known = errorAnswer(original);
    const field = err.path?.join('.') ?? '?';
    if (known.status >= 500) log.error(`GraphQL field ${field} failed`, original);
    else if (hiddenCause(original) !== undefined)
      log.warn(`GraphQL field ${field} refused by the database: ${known.msg}`, hiddenCause(original));
    return new GraphQLError(known.msg, {
      nodes: err.nodes,
      source: err.source,
      positions: err.positions,
      path: err.path,
      extensions: { ...err.extensions, status: known.status },
    });
  };
}

/** Messages for the refusals graphql-http answers without a body. */
const BODYLESS_REFUSALS: Record<number, string> = {
  405: 'GraphQL takes GET and POST requests',
  406: 'GraphQL answers application/json or application/graphql-response+json',
  415: 'A GraphQL request is JSON: content-type application/json',
};

/** The handler of GraphQL requests (the route checked `airTable` already). */
export function graphqlServe(
  ctx: ServerContext,
  cache: SchemaCache,
  data: TableDataService,
  limits: OperationLimits = DEFAULT_OPERATION_LIMITS,
): RequestHandler {
  /** Writes need `tableRowUpdate`, as in REST; checked once per request, on the first mutation. */
  const writeCheck = (principal: Principal | null, projectId: string): Promise<void> =>
    authorizeOrThrow(ctx.services, principal, 'tableRowUpdate', { projectId });

  const documents = new DocumentCache([depthRule(limits)]);
  const formatError = errorFormatter(ctx.log);
  const handler = createHandler<Request, RequestState, GraphqlContext>({
    schema: (req) => req.context.schema,
    context: (req) => req.context.graphql,
    parse: documents.parse,
    // The spec's rules and the depth limit run (once per query text and schema) in `validate`;
    // the rules given here replace graphql-http's defaults and are only the per-request cost.
    validationRules: (_req, args) => [
      documents.ruleFor(args.document, args.operationName, () => costRule(limits, args.variableValues, args.operationName)),
    ],
    validate: documents.validate,
    formatError,
  });
  // The same rules for requests that send no variables, run without graphql-http.
  const fast: FastPathOptions = {
    documents,
    compiled: new CompiledQueries(),
    rules: (document, operationName) => [documents.ruleFor(document, operationName, () => costRule(limits, undefined, operationName))],
    formatError,
  };

  const serve: RequestHandler = async (req, res) => {
    const projectId = String(req.params.projectId);
    const schema = await cache.get(projectId);
    const principal = req.principal ?? null;
    let canWrite: Promise<void> | undefined;
    const graphql: GraphqlContext = {
      loaders: new RelationLoaders(data, projectId),
      actor: actorOf(req, principal),
      assertCanWrite: () => (canWrite ??= writeCheck(principal, projectId)),
    };
    const quick = await fastAnswer(req, schema, graphql, fast);
    if (quick) {
      res.status(200).setHeader('content-type', quick.contentType);
      return void res.send(quick.body);
    }
    const request: GraphqlHttpRequest<Request, RequestState> = {
      method: req.method,
      url: req.originalUrl,
      headers: req.headers,
      // The host parsed JSON bodies already; anything else reaches graphql-http as no body.
      body: req.body !== undefined && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : null,
      raw: req,
      context: { schema, graphql },
    };
    const [body, init] = await handler(request);
    res.status(init.status);
    for (const [name, value] of Object.entries(init.headers ?? {})) res.setHeader(name, value);
    // graphql-http refuses a body it cannot read (415) or an answer type it cannot give (406)
    // with no body at all: answered as every other refusal, JSON `{ msg }`.
    if (body === null && init.status >= 400)
      return void res.json({ msg: BODYLESS_REFUSALS[init.status] ?? init.statusText ?? 'Bad request' });
    res.send(body ?? '');
  };

  return serve;
}
