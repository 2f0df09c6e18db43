/**
 * graphql-js and the libraries built on it, always as their CommonJS builds. graphql 16 ships
 * `index.js` and `index.mjs` without an `exports` map, so which copy a module gets depends on who
 * resolves it (Node's `require`, Node's ESM loader, Vite's resolver in vitest through the
 * `module` field). Two copies make graphql-js refuse a schema or type "from another module or
 * realm"; loading graphql itself by file name and the libraries through `require` gives every
 * runtime the one copy.
 */
import { createRequire } from 'node:module';

export * from 'graphql/index.js';

const load = createRequire(import.meta.url);
export const { createHandler } = load('graphql-http') as typeof import('graphql-http');
export const { createComplexityRule, fieldExtensionsEstimator, simpleEstimator } = load(
  'graphql-query-complexity',
) as typeof import('graphql-query-complexity');
export const { maxDepthRule } = load('@escape.tech/graphql-armor-max-depth') as typeof import('@escape.tech/graphql-armor-max-depth');
export const { compileQuery, isCompiledQuery } = load('graphql-jit') as typeof import('graphql-jit');
