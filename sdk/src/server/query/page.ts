/** `limit` and `offset`, parsed strictly: digits only (no sign, fraction, exponent or hex). */
import { queryError, shown } from './errors.js';
import type { QueryLimits } from './limits.js';

export interface Page {
  limit: number;
  offset: number;
}

/** A limit above the maximum is lowered to it (as the peer product does), not refused. */
export function parsePage(limit: unknown, offset: unknown, limits: QueryLimits): Page {
  const l = whole(limit, 'limit') ?? limits.defaultLimit;
  if (l < 1) throw queryError('limit must be at least 1');
  return { limit: Math.min(l, limits.maxLimit), offset: whole(offset, 'offset') ?? 0 };
}

function whole(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw queryError(`${name} must be a whole number of 0 or more, not '${shown(value)}'`);
  return n;
}
