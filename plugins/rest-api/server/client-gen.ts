/**
 * A dependency-free, fetch-based TypeScript client generated from a project's OpenAPI document:
 * a type per component schema, a function per operation (named by its operationId), the user
 * token (`xc-auth`) or an API token (`xc-token`) as options.
 */
import { camelIdentifier, NameAllocator } from './openapi-names.js';
import { commentText, propertyKey, tsType, TypeNames } from './client-ts-types.js';
import {
  isReference,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
} from './openapi-types.js';

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'delete'];

const RUNTIME = `export type QueryValue = string | number | boolean | null | undefined;

export interface ClientOptions {
  /** Origin of the Plinth host, e.g. \`http://localhost:8080\`. */
  baseUrl: string;
  /** A signed-in user's token, sent as \`xc-auth\`. */
  token?: string;
  /** An API token, sent as \`xc-token\`. */
  apiToken?: string;
  /** Another fetch (tests, retries); the global one by default. */
  fetch?: typeof fetch;
}

/** A non-2xx answer; \`message\` is the server's \`msg\`. */
export class PlinthApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'PlinthApiError';
    this.status = status;
    this.body = body;
  }
}

const errorMessage = (status: number, data: unknown): string =>
  typeof data === 'object' && data !== null && 'msg' in data && typeof data.msg === 'string' ? data.msg : \`HTTP \${status}\`;
`;

const CALL = `  const root = options.baseUrl.replace(/\\/+$/, '') + SERVER;
  const doFetch = options.fetch ?? fetch;
  async function call<T>(method: string, path: string, query?: Record<string, QueryValue>, body?: unknown): Promise<T> {
    const url = new URL(root + path);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers['xc-auth'] = options.token;
    if (options.apiToken) headers['xc-token'] = options.apiToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    const res = await doFetch(url, init);
    const text = await res.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    if (!res.ok) throw new PlinthApiError(res.status, errorMessage(res.status, data), data);
    return data as T;
  }
`;

function resolveParameter(doc: OpenApiDocument, p: NonNullable<OperationObject['parameters']>[number]): ParameterObject {
  if (!isReference(p)) return p;
  const found = doc.components.parameters[p.$ref.replace(/^#\/components\/parameters\//, '')];
  if (!found) throw new Error(`Unresolved parameter reference ${p.$ref}`);
  return found;
}

function successSchema(doc: OpenApiDocument, op: OperationObject): JsonSchema | undefined {
  const key = Object.keys(op.responses).find((k) => /^2\d\d$/.test(k));
  const r = key ? op.responses[key] : undefined;
  if (!r) return undefined;
  const res: ResponseObject | undefined = isReference(r) ? doc.components.responses[r.$ref.replace(/^#\/components\/responses\//, '')] : r;
  return res?.content?.['application/json']?.schema;
}

/** `"/orders/" + encodeURIComponent(String(id))` for `/orders/{id}`. */
function pathExpression(template: string, argOf: Map<string, string>): string {
  const parts = template.split(/(\{[^}]+\})/).filter(Boolean);
  return parts.map((p) => (p.startsWith('{') ? `encodeURIComponent(String(${argOf.get(p.slice(1, -1))}))` : JSON.stringify(p))).join(' + ');
}

function operationCode(
  doc: OpenApiDocument,
  template: string,
  method: HttpMethod,
  op: OperationObject,
  types: TypeNames,
  fnName: string,
): string {
  const params = (op.parameters ?? []).map((p) => resolveParameter(doc, p));
  const args = new NameAllocator(['body', 'query', 'call']);
  const argOf = new Map(params.filter((p) => p.in === 'path').map((p) => [p.name, args.take(camelIdentifier(p.name))]));
  const query = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const result = successSchema(doc, op);

  const signature = [...argOf.values()].map((a) => `${a}: string | number`);
  if (bodySchema) signature.push(`body: ${tsType(bodySchema, types, '    ')}`);
  if (query.length) {
    const fields = query.map((p) => `${propertyKey(p.name)}${p.required ? '' : '?'}: ${tsType(p.schema, types, '    ')}`).join('; ');
    signature.push(`query: { ${fields} }${query.some((p) => p.required) ? '' : ' = {}'}`);
  }
  const returns = result ? tsType(result, types, '    ') : 'unknown';
  const callArgs = [
    JSON.stringify(method.toUpperCase()),
    pathExpression(template, argOf),
    query.length ? 'query' : 'undefined',
    ...(bodySchema ? ['body'] : []),
  ];
  return `    /** ${commentText(`${method.toUpperCase()} ${template}: ${op.summary}`)} */\n    ${propertyKey(fnName)}: (${signature.join(', ')}): Promise<${returns}> =>\n      call<${returns}>(${callArgs.join(', ')}),`;
}

/** The client's source text. */
export function generateClient(doc: OpenApiDocument): string {
  const types = new TypeNames(Object.keys(doc.components.schemas));
  const typeDecls = Object.entries(doc.components.schemas).map(([name, schema]) => {
    const doc = schema.title ? `/** ${commentText(schema.title)} */\n` : '';
    return `${doc}export type ${types.of(`#/components/schemas/${name}`)} = ${tsType(schema, types)};`;
  });
  const fnNames = new NameAllocator();
  const operations: string[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) operations.push(operationCode(doc, template, method, op, types, fnNames.take(camelIdentifier(op.operationId))));
    }
  }
  return [
    `/**\n * ${commentText(doc.info.title)}: a typed client generated by Plinth from OpenAPI ${doc.openapi} (version ${commentText(doc.info.version)}).\n * No dependencies; needs a global fetch (Node 18+, browsers, Deno, Bun). Regenerate after schema changes.\n */`,
    `const SERVER = ${JSON.stringify(doc.servers[0]?.url ?? '')};`,
    RUNTIME,
    typeDecls.join('\n\n'),
    `/** The project's REST API; \`baseUrl\` is the host's origin. */\nexport function createClient(options: ClientOptions) {\n${CALL}  return {\n${operations.join('\n')}\n  };\n}`,
    'export type PlinthClient = ReturnType<typeof createClient>;',
    '',
  ].join('\n\n');
}
