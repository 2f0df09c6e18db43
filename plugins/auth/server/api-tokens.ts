import { HttpError, type Knex, storedDate, storedIso } from '@plinth/sdk/server';
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

  /** Live tokens of `userId` (null: of everyone), each with its creator's e-mail; times as ISO text. */
  async list(userId: string | null) {
    const rows = await this.db(`${T.apiTokens} as t`)
      .join(`${T.users} as u`, 'u.id', 't.user_id')
      .modify((q) => {
        if (userId !== null) q.where('t.user_id', userId);
      })
      .whereNull('t.revoked_at')
      .select<(Pick<ApiTokenRow, 'id' | 'description' | 'token_hint' | 'created_at' | 'last_used_at'> & { created_by: string })[]>(
        't.id',
        't.description',
        't.token_hint',
        't.created_at',
        't.last_used_at',
        'u.email as created_by',
      )
      .orderBy('t.id');
    return rows.map((r) => ({ ...r, created_at: storedIso(r.created_at), last_used_at: storedIso(r.last_used_at) }));
  }

  /** Revokes a live token of `userId` (null: of anyone); 404 when there is none. */
  async revoke(userId: string | null, id: number) {
    const n = await this.db(T.apiTokens)
      .where({ id, ...(userId !== null && { user_id: userId }) })
      .whereNull('revoked_at')
      .update({ revoked_at: new Date() });
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
