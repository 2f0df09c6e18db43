import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Password hashing lives in the SDK (shared with share-link passwords); re-exported for the routes here.
export { hashPassword, verifyPassword } from '@plinth/sdk/server';

/** A random opaque token (URL-safe) and the SHA-256 it is stored as. */
export function newOpaqueToken(prefix = ''): { token: string; hash: string } {
  const token = prefix + randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
}
