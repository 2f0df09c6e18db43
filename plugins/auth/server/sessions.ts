import { randomBytes, randomUUID } from 'node:crypto';
import { HttpError, type Knex, storedDate } from '@plinth/sdk/server';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { newOpaqueToken, sha256 } from './crypto.js';
import { T } from './migrations.js';
import type { UserRow } from './users.js';

export interface AccessClaims {
  sub: string;
  email: string;
  /** The user's token_version when issued: a password change makes older tokens invalid. */
  tv: number;
}

/** Loads the JWT signing secret: PLINTH_JWT_SECRET, else one generated on first start. */
export async function loadJwtSecret(db: Knex, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const existing = await db(T.secrets).where({ name: 'jwt' }).first<{ value: string } | undefined>('value');
  if (existing) return new TextEncoder().encode(existing.value);
  const value = randomBytes(48).toString('base64url');
  // Two hosts starting together on one meta store: the first insert wins, both read it back.
  await db(T.secrets).insert({ name: 'jwt', value }).onConflict('name').ignore();
  const row = await db(T.secrets).where({ name: 'jwt' }).first<{ value: string }>('value');
  return new TextEncoder().encode(row!.value);
}

export const REFRESH_COOKIE = 'plinth_refresh';

/** Access JWTs and rotating refresh tokens (one family per sign-in). */
export class SessionService {
  constructor(
    private readonly db: Knex,
    private readonly secret: Uint8Array,
    private readonly accessTtlSeconds: number,
    readonly refreshTtlSeconds: number,
  ) {}

  signAccess(user: Pick<UserRow, 'id' | 'email' | 'token_version'>): Promise<string> {
    return new SignJWT({ email: user.email, tv: user.token_version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.secret);
  }

  /** Verifies signature and expiry; throws a 401 with a reason the client can show. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') throw new HttpError(401, 'Invalid token');
      return { sub: payload.sub, email: String(payload.email), tv: payload.tv };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new HttpError(401, 'Token expired');
      throw new HttpError(401, 'Invalid token');
    }
  }

  /** Starts a new refresh family (a sign-in). */
  async issueRefresh(userId: string, family: string = randomUUID(), trx: Knex = this.db): Promise<string> {
    const { token, hash } = newOpaqueToken();
    const now = new Date();
    await trx(T.refreshTokens).insert({
      user_id: userId,
      family,
      token_hash: hash,
      expires_at: new Date(now.getTime() + this.refreshTtlSeconds * 1000),
      created_at: now,
    });
    return token;
  }

  /**
   * Swaps a refresh token for a new one in the same family. A token presented twice means it
   * was stolen (or replayed): the whole family is revoked and the caller must sign in again.
   */
  async rotate(token: string): Promise<{ userId: string; refresh: string }> {
    const outcome = await this.db.transaction(async (trx): Promise<{ error: string } | { userId: string; refresh: string }> => {
      const row = await trx(T.refreshTokens)
        .where({ token_hash: sha256(token) })
        .first<{
          id: number;
          user_id: string;
          family: string;
          expires_at: Date | string;
          revoked_at: Date | string | null;
        }>();
      if (!row) return { error: 'Invalid refresh token' };
      if (row.revoked_at) {
        // Committed before answering: the revocation must outlive the error.
        await trx(T.refreshTokens).where({ family: row.family }).whereNull('revoked_at').update({ revoked_at: new Date() });
        return { error: 'Refresh token reuse detected: please sign in again' };
      }
      if (storedDate(row.expires_at)!.getTime() <= Date.now()) return { error: 'Refresh token expired' };
      await trx(T.refreshTokens).where({ id: row.id }).update({ revoked_at: new Date() });
      return { userId: row.user_id, refresh: await this.issueRefresh(row.user_id, row.family, trx) };
    });
    if ('error' in outcome) throw new HttpError(401, outcome.error);
    return outcome;
  }

  /** Sign-out: revokes the family of the presented token. */
  async revokeFamilyOf(token: string): Promise<void> {
    const row = await this.db(T.refreshTokens)
      .where({ token_hash: sha256(token) })
      .first<{ family: string } | undefined>('family');
    if (row) await this.db(T.refreshTokens).where({ family: row.family }).whereNull('revoked_at').update({ revoked_at: new Date() });
  }

  /** Password change or reset: every refresh token and API token of the user issued before now. */
  async revokeAllOf(userId: string, trx: Knex = this.db): Promise<void> {
    const now = new Date();
    await trx(T.refreshTokens).where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
    await trx(T.apiTokens).where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
  }
}
