/**
 * Queries compiled to JavaScript by graphql-jit, kept per schema, document and operation name:
 * graphql-js's execution walks the document for every row and field of every request (a resolve
 * info object, a promise check and a completion step per field); the compiled function has that
 * walk written out once. Only queries are compiled: a query whose compiled run meets an error runs
 * again through graphql-js (reads only, so nothing happens twice), whose errors are the ones
 * clients know (locations, key order); mutations, and documents graphql-jit cannot compile, run
 * through graphql-js.
 *
 * graphql-jit writes a field's literal arguments into the code it generates with JSON.stringify,
 * then turns its own marker strings back into code (`"__MAGIC_DATE__<uuid><text>"` becomes
 * `new Date(<text>)`): a literal holding a marker would run on the server as code. A document
 * with one anywhere in its text values or names is never compiled (graphql-js runs it).
 */
import {
  BREAK,
  compileQuery,
  execute,
  isCompiledQuery,
  Kind,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from './graphql-js.js';

type Runner = (contextValue: unknown) => Promise<ExecutionResult> | ExecutionResult;

export class CompiledQueries {
  private readonly bySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, Runner>>>();

  /** The runner of an operation of a validated document, compiled on first use. */
  runner(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, isQuery: boolean): Runner {
    const interpreted: Runner = (contextValue) => execute({ schema, document, operationName, contextValue });
    if (!isQuery) return interpreted;
    let byDocument = this.bySchema.get(schema);
    if (!byDocument) this.bySchema.set(schema, (byDocument = new WeakMap()));
    let byName = byDocument.get(document);
    if (!byName) byDocument.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let run = byName.get(key);
    if (!run) byName.set(key, (run = this.compile(schema, document, operationName, interpreted)));
    return run;
  }

  private compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined, interpreted: Runner): Runner {
    const compiled = compiledQuery(schema, document, operationName);
    if (compiled) {
      const query = compiled.query;
      return async (contextValue) => {
        const result = await query(undefined, contextValue, undefined);
        return result.errors?.length ? interpreted(contextValue) : result;
      };
    }
    return interpreted;
  }
}

/** The start of graphql-jit's markers (`__MAGIC_DATE__`, `__MAGIC_NAN__`...: execution.js). */
const JIT_MARKER = '__MAGIC_';

/** Whether a string value, enum value or name of `document` holds a graphql-jit marker. */
export function holdsJitMarker(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    enter(node) {
      if ((node.kind === Kind.STRING || node.kind === Kind.ENUM || node.kind === Kind.NAME) && node.value.includes(JIT_MARKER)) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** graphql-jit's function for the operation, or undefined where it cannot compile it (or must not). */
function compiledQuery(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined) {
  if (holdsJitMarker(document)) return undefined;
  try {
    const compiled = compileQuery(schema, document, operationName);
    return isCompiledQuery(compiled) ? compiled : undefined;
  } catch {
    return undefined;
  }
}
