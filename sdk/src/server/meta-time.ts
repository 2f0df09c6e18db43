/** A meta-store timestamp as its driver returns it: a Date (pg, mysql2) or epoch ms (SQLite). */
export type StoredTime = Date | string | number;

/** The Date of a stored timestamp; `null` for none. */
export function storedDate(v: StoredTime | null | undefined): Date | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v;
  return new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
}

/** ISO text of a stored timestamp, the form every API answers with. */
export function storedIso(v: StoredTime): string;
export function storedIso(v: StoredTime | null | undefined): string | null;
export function storedIso(v: StoredTime | null | undefined): string | null {
  return storedDate(v)?.toISOString() ?? null;
}
