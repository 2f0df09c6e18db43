/**
 * Every refusal of the query guard is a 400 with a sentence the client can act on. HttpError
 * comes from the server entry, which re-exports this folder: the import is circular, so it is
 * only touched inside functions (never while the modules load).
 */
import { HttpError } from '../index.js';

export function queryError(msg: string): HttpError {
  return new HttpError(400, msg);
}

/** A value for an error message: quoted text, cut so a huge input cannot flood the answer. */
export function shown(value: unknown, max = 60): string {
  const text = String(value);
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
