import { randomUUID } from 'node:crypto';
import type { Knex } from '@plinth/sdk/server';
import { parseRoles, serializeRoles, type RoleMap, type User } from '@plinth/sdk';
import { T } from './migrations.js';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  firstname: string | null;
  lastname: string | null;
  roles: string;
  token_version: number;
  /** A LOCALES code; null until the user chooses a language. */
  language: string | null;
  invite_token_hash: string | null;
  invite_expires_at: Date | string | null;
  reset_token_hash: string | null;
  reset_expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function publicUser(row: UserRow): User & { id: string } {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname ?? undefined,
    lastname: row.lastname ?? undefined,
    roles: parseRoles(row.roles),
    language: row.language ?? undefined,
  };
}

/** Account records in the meta store. */
export class UserStore {
  constructor(private readonly db: Knex) {}

  byId(id: string, trx: Knex = this.db) {
    return trx<UserRow>(T.users).where({ id }).first();
  }

  byEmail(email: string, trx: Knex = this.db) {
    return trx<UserRow>(T.users)
      .where({ email: normalizeEmail(email) })
      .first();
  }

  async count(trx: Knex = this.db): Promise<number> {
    const row = await trx(T.users).count<{ n: number | string }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  async hasOwner(): Promise<boolean> {
    const rows = await this.db<UserRow>(T.users).select('roles').whereLike('roles', '%owner%');
    return rows.some((r) => parseRoles(r.roles).owner);
  }

  async create(
    fields: { email: string; passwordHash: string | null; roles: RoleMap; firstname?: string; lastname?: string },
    trx: Knex = this.db,
  ): Promise<UserRow> {
    const now = new Date();
    const row = {
      id: randomUUID(),
      email: normalizeEmail(fields.email),
      password_hash: fields.passwordHash,
      firstname: fields.firstname ?? null,
      lastname: fields.lastname ?? null,
      roles: serializeRoles(fields.roles),
      token_version: 0,
      created_at: now,
      updated_at: now,
    };
    await trx(T.users).insert(row);
    return (await this.byId(row.id, trx))!;
  }

  async update(id: string, patch: Partial<Omit<UserRow, 'id' | 'created_at'>>, trx: Knex = this.db) {
    await trx(T.users)
      .where({ id })
      .update({ ...patch, updated_at: new Date() });
  }

  /** Sets a new password and invalidates every token issued before. */
  async setPassword(id: string, passwordHash: string, trx: Knex = this.db) {
    await trx(T.users)
      .where({ id })
      .update({
        password_hash: passwordHash,
        reset_token_hash: null,
        reset_expires_at: null,
        token_version: trx.raw('?? + 1', ['token_version']),
        updated_at: new Date(),
      });
  }
}
