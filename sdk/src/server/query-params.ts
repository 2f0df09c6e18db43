import { HttpError } from './errors.js';

/**
 * A `true` / `false` query parameter (`withTotal=false`): undefined when absent; anything else,
 * a repeated parameter included, is a 400 naming it.
 */
export function queryFlag(query: Record<string, unknown>, name: string): boolean | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new HttpError(400, `${name} must be 'true' or 'false'`);
}
