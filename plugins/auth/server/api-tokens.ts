import { HttpError, type Knex, storedDate } from '@plinth/sdk/server';
import { newOpaqueToken, sha256 } from './crypto.js';
import { T } from './migrations.js';

const PREFIX = 'plt_';
/** Writing last_used_at on every call would turn each read into a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiTokenRow {
  id: number;
  user_id: string;
  description: string;
  token_hint: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

/** API tokens (`xc-token`), stored as SHA-256; they act with their creator's roles. */
export class ApiTokenService {
  constructor(private readonly db: Knex) {}

  async create(userId: string, description: string) {
    const { token, hash } = newOpaqueToken(PREFIX);
    const now = new Date();
    const [inserted] = await this.db(T.apiTokens)
      .insert({ user_id: userId, description, token_hash: hash, token_hint: `${token.slice(0, 8)}…`, created_at: now })
      .returning('id');
    const id = Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted);
    return { id, token, description, created_at: now };
  }

  list(userId: string) {
    return this.db<ApiTokenRow>(T.apiTokens)
      .where({ user_id: userId })
      .whereNull('revoked_at')
      .select('id', 'description', 'token_hint', 'created_at', 'last_used_at')
      .orderBy('id');
  }

  async revoke(userId: string, id: number) {
    const n = await this.db(T.apiTokens).where({ id, user_id: userId }).whereNull('revoked_at').update({ revoked_at: new Date() });
    if (!n) throw new HttpError(404, 'API token not found');
  }

  /** The live token row for a presented token, or undefined. */
  async resolve(token: string): Promise<ApiTokenRow | undefined> {
    if (!token.startsWith(PREFIX)) return undefined;
    const row: ApiTokenRow | undefined = await this.db(T.apiTokens)
      .where({ token_hash: sha256(token) })
      .whereNull('revoked_at')
      .first();
    if (row) {
      const last = storedDate(row.last_used_at)?.getTime() ?? 0;
      if (Date.now() - last > LAST_USED_RESOLUTION_MS) {
        await this.db(T.apiTokens).where({ id: row.id }).update({ last_used_at: new Date() });
      }
    }
    return row;
  }
}
