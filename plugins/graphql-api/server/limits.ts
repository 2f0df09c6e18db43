/**
 * Bounds on one GraphQL operation, checked before anything runs: nesting depth
 * (graphql-armor's max-depth rule) and an estimated cost (graphql-query-complexity), where a
 * list multiplies the cost of what is selected in it by the rows it may return.
 */
import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';
import {
  createComplexityRule,
  fieldExtensionsEstimator,
  GraphQLError,
  maxDepthRule,
  simpleEstimator,
  type ValidationRule,
} from './graphql-js.js';

export interface OperationLimits {
  /** Deepest selection: `{ aList { bList { cRead { name } } } }` is 4. */
  maxDepth: number;
  /** Highest estimated cost: every field 1, a list's selection times its rows. */
  maxComplexity: number;
}

export const DEFAULT_OPERATION_LIMITS: Readonly<OperationLimits> = Object.freeze({ maxDepth: 10, maxComplexity: 250_000 });

/** Rows a list is assumed to return: its `limit`, else the REST default of 25; at most 1000. */
const rowsOf = (limit: unknown): number => (typeof limit === 'number' && limit > 0 ? Math.min(limit, 1000) : 25);

export type ComplexityExtension = { complexity: (args: ComplexityEstimatorArgs) => number };

/** Cost of a list field: itself plus its selection once per row. */
export const listCost = ({ args, childComplexity }: ComplexityEstimatorArgs): number => 1 + childComplexity * rowsOf(args.limit);

/** The depth rule: the same for every request, so its verdict can be cached with the document. */
export function depthRule(limits: OperationLimits): ValidationRule {
  return maxDepthRule({
    n: limits.maxDepth,
    ignoreIntrospection: true,
    // A fragment spread adds no level of its own: the depth is the fields'.
    flattenFragments: true,
    exposeLimits: true,
    // Report as a validation error (the rule would otherwise throw out of validation).
    propagateOnRejection: false,
    onReject: [
      (context, error) => {
        const found = /found (\d+)/.exec(error.message)?.[1];
        context?.reportError(
          new GraphQLError(
            `Query is too deep: ${found ?? 'more than ' + limits.maxDepth} levels of fields, at most ${limits.maxDepth} are allowed`,
          ),
        );
      },
    ],
  });
}

/** The cost rule of one request: list sizes may come from its variables. */
export function costRule(
  limits: OperationLimits,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
): ValidationRule {
  return createComplexityRule({
    maximumComplexity: limits.maxComplexity,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    createError: (max, actual) =>
      new GraphQLError(
        `Query is too complex: its estimated cost is ${actual}, at most ${max} is allowed (ask for fewer rows with limit, or fewer nested relations)`,
      ),
  });
}

/** Both limit rules, for validating a document in one go. */
export function limitRules(
  limits: OperationLimits,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
): ValidationRule[] {
  return [depthRule(limits), costRule(limits, variables, operationName)];
}
