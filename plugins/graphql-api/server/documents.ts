/**
 * Parsed and validated documents, kept by query text. Clients send the same few queries over and
 * over; parsing and running the spec's validation rules on each costs more CPU than executing a
 * small query. Documents are never changed after parsing, so one parse serves every request with
 * that text, and the verdict of the rules that depend only on schema and document (the spec's and
 * the depth limit) is kept per schema (a rebuilt schema validates again). The cost rule depends on
 * variables: it runs per request, except for documents declaring none, whose rule (per operation
 * name) and verdict are kept like the others.
 */
import {
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
} from './graphql-js.js';

/** Queries longer than this are parsed each time (and bound the memory the cache holds). */
const MAX_CACHED_QUERY_LENGTH = 20_000;

export class DocumentCache {
  private readonly parsed = new Map<string, DocumentNode>();
  private readonly verdicts = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, readonly GraphQLError[]>>();
  private readonly staticRules: readonly ValidationRule[];
  /** Per-request rules built once for a variable-free document and operation name. */
  private readonly variableFreeRules = new WeakMap<DocumentNode, Map<string, ValidationRule>>();
  /** Verdicts of those rules, per schema. */
  private readonly ruleVerdicts = new WeakMap<ValidationRule, WeakMap<GraphQLSchema, readonly GraphQLError[]>>();

  constructor(
    staticRules: readonly ValidationRule[],
    private readonly maxEntries = 500,
  ) {
    this.staticRules = [...specifiedRules, ...staticRules];
  }

  /** `parse` for graphql-http: the cached document, or a new one (syntax errors throw, uncached). */
  readonly parse = (source: Parameters<typeof parse>[0], options?: Parameters<typeof parse>[1]): DocumentNode => {
    if (typeof source !== 'string' || options || source.length > MAX_CACHED_QUERY_LENGTH) return parse(source, options);
    let document = this.parsed.get(source);
    if (document) {
      // Most recently used last: eviction takes the first.
      this.parsed.delete(source);
      this.parsed.set(source, document);
      return document;
    }
    document = parse(source);
    this.parsed.set(source, document);
    if (this.parsed.size > this.maxEntries) this.parsed.delete(this.parsed.keys().next().value!);
    return document;
  };

  /**
   * `validate` for graphql-http: the kept verdict of the static rules, then `perRequest` (the
   * rules graphql-http passes, built for this request) when the document passed them.
   */
  readonly validate = (
    schema: GraphQLSchema,
    document: DocumentNode,
    perRequest: readonly ValidationRule[] = [],
  ): readonly GraphQLError[] => {
    let bySchema = this.verdicts.get(schema);
    if (!bySchema) this.verdicts.set(schema, (bySchema = new WeakMap()));
    let verdict = bySchema.get(document);
    if (!verdict) bySchema.set(document, (verdict = validate(schema, document, this.staticRules)));
    if (verdict.length || !perRequest.length) return verdict;
    const [only] = perRequest;
    const kept = perRequest.length === 1 ? this.ruleVerdicts.get(only!) : undefined;
    if (!kept) return validate(schema, document, perRequest);
    let ruled = kept.get(schema);
    if (!ruled) kept.set(schema, (ruled = validate(schema, document, perRequest)));
    return ruled;
  };

  /**
   * The per-request rule of a request: `build()`'s, except that a document declaring no variables
   * gets one rule per operation name, whose verdict `validate` keeps (nothing it depends on varies).
   */
  ruleFor(document: DocumentNode, operationName: string | null | undefined, build: () => ValidationRule): ValidationRule {
    const declaresVariables = document.definitions.some(
      (d) => d.kind === 'OperationDefinition' && (d.variableDefinitions?.length ?? 0) > 0,
    );
    if (declaresVariables) return build();
    let byOperation = this.variableFreeRules.get(document);
    if (!byOperation) this.variableFreeRules.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    let rule = byOperation.get(key);
    if (!rule) {
      byOperation.set(key, (rule = build()));
      this.ruleVerdicts.set(rule, new WeakMap());
    }
    return rule;
  }
}
