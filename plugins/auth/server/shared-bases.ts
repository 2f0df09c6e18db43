/**
 * Shared bases (000 s.1, s.7): one link per project that opens it with a viewer, commenter or
 * editor role, optionally behind a password. The link id is the credential (192 random bits);
 * with a password, `sharedBaseGet` checks it once (limited per link) and answers a visit key, an
 * HMAC of the link and its password hash under the server's secret, which the visitor sends as
 * `xc-shared-base-key` with the link. The browser never keeps the password, a key costs one HMAC
 * per request, and changing or removing the password or disabling the link ends every visit.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseRoles, type RoleMap, VIEW_LIMITS } from '@plinth/sdk';
import { hashPassword, HttpError, type Knex, ShareGuard, type SharedCounter } from '@plinth/sdk/server';
import { T } from './migrations.js';

export const SHARED_BASE_ROLES = ['viewer', 'commenter', 'editor'] as const;
export type SharedBaseRole = (typeof SHARED_BASE_ROLES)[number];
/** A shared base password is bounded like a shared view's. */
export const SHARE_PASSWORD_MAX = VIEW_LIMITS.passwordMax;

interface SharedBaseRow {
  id: string;
  project_id: string;
  roles: string;
  enabled: number | boolean;
  password_hash: string | null;
}

/** What the project's admins see of its current link. */
export interface SharedBaseInfo {
  id: string;
  roles: RoleMap;
  password: boolean;
}

/** Who a valid link and key let in. */
export interface SharedBaseVisitor {
  projectId: string;
  roles: RoleMap;
}

export class SharedBaseStore {
  constructor(
    private readonly db: Knex,
    private readonly secret: Uint8Array,
    counter?: SharedCounter,
    private readonly guard = new ShareGuard(undefined, counter),
  ) {}

  /** The project's enabled link, if any. */
  async current(projectId: string): Promise<SharedBaseInfo | null> {
    const row = await this.db(T.sharedBases).where({ project_id: projectId, enabled: true }).first<SharedBaseRow | undefined>();
    return row ? { id: row.id, roles: parseRoles(row.roles), password: Boolean(row.password_hash) } : null;
  }

  /** A new link for the project (the old one stops working), with an optional password. */
  async create(projectId: string, role: SharedBaseRole, password: string | undefined, createdBy: string | null): Promise<SharedBaseInfo> {
    const id = randomBytes(24).toString('base64url');
    const passwordHash = password ? await hashPassword(password) : null;
    await this.db.transaction(async (trx) => {
      await trx(T.sharedBases).where({ project_id: projectId }).update({ enabled: false });
      await trx(T.sharedBases).insert({
        id,
        project_id: projectId,
        roles: role,
        enabled: true,
        password_hash: passwordHash,
        created_by: createdBy,
        created_at: new Date(),
      });
    });
    return { id, roles: { [role]: true }, password: passwordHash !== null };
  }

  /** Sets (or with null removes) the current link's password; open visits must enter the new one. */
  async setPassword(projectId: string, password: string | null): Promise<SharedBaseInfo> {
    const passwordHash = password ? await hashPassword(password) : null;
    const changed = await this.db(T.sharedBases).where({ project_id: projectId, enabled: true }).update({ password_hash: passwordHash });
    if (!changed) throw new HttpError(404, 'Shared base not found');
    return (await this.current(projectId))!;
  }

  async disable(projectId: string): Promise<void> {
    await this.db(T.sharedBases).where({ project_id: projectId }).update({ enabled: false });
  }

  /**
   * `sharedBaseGet`: the link's project, and with a password its visit key. A link that never
   * existed and a disabled one answer the same 404; a missing password 401, a wrong one 403,
   * too many wrong ones 429.
   */
  async open(id: string, password: string | undefined): Promise<{ project_id: string; visit_key?: string }> {
    const row = await this.enabledRow(id);
    if (!row) throw new HttpError(404, 'Shared base not found');
    if (!row.password_hash) return { project_id: row.project_id };
    if (!password) throw new HttpError(401, 'Password required', { passwordRequired: true });
    const check = await this.guard.check(`base:${id}`, password, row.password_hash);
    if (check === 'limited') throw new HttpError(429, 'Too many wrong passwords: try again in a minute');
    if (check === 'invalid') throw new HttpError(403, 'Invalid password');
    return { project_id: row.project_id, visit_key: this.visitKey(row) };
  }

  /** The visitor a request's link (and key, for a link with a password) stands for. */
  async visitor(id: string, key: string | undefined): Promise<SharedBaseVisitor> {
    const row = await this.enabledRow(id);
    if (!row) throw new HttpError(401, 'Invalid shared base link');
    if (row.password_hash && !(key && this.sameKey(key, this.visitKey(row)))) {
      throw new HttpError(401, 'Password required', { passwordRequired: true });
    }
    return { projectId: row.project_id, roles: parseRoles(row.roles) };
  }

  private async enabledRow(id: string): Promise<SharedBaseRow | undefined> {
    const row = await this.db(T.sharedBases).where({ id }).first<SharedBaseRow | undefined>();
    return row && row.enabled ? row : undefined;
  }

  private visitKey(row: SharedBaseRow): string {
    return createHmac('sha256', this.secret).update(`shared-base\u0000${row.id}\u0000${row.password_hash}`).digest('base64url');
  }

  private sameKey(given: string, expected: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
