import type { Request } from 'express';
import { decodeJwt } from 'jose';
import type { Knex } from '@plinth/sdk/server';
import { HEADERS, ROLES, SERVER_WIDE_PERMISSIONS, effectiveRoles, isAdmin, parseRoles, rolesCan, type RoleMap } from '@plinth/sdk';
import { HttpError, type AccessControl, type AccessDecision, type ClusterBus, type Principal } from '@plinth/sdk/server';
import type { ApiTokenService } from './api-tokens.js';
import { decideIn, projectAccess, type MemoHolder, type ProjectAccess } from './project-access.js';
import { tellOtherServers } from './cluster.js';
import { safeEqual } from './crypto.js';
import type { AuthConfig } from './config.js';
import { T } from './migrations.js';
import type { AccessClaims, SessionService } from './sessions.js';
import type { SharedBaseStore } from './shared-bases.js';
import type { UserRow, UserStore } from './users.js';

/** Principals carry, for the rest of the request, their access in the project last checked. */
type CachedPrincipal = Principal & { inProject?: { projectId: string; access: ProjectAccess } };

async function projectRoleText(db: Knex, projectId: string, userId: string): Promise<string | undefined> {
  const row = await db(T.projectUsers).where({ project_id: projectId, user_id: userId }).first<{ roles: string } | undefined>('roles');
  return row?.roles;
}

export async function projectRolesOf(db: Knex, projectId: string, userId: string): Promise<RoleMap> {
  return parseRoles(await projectRoleText(db, projectId, userId));
}

/**
 * How long a user row or project role read from the meta store answers later requests. Writes
 * made through this host's meta store invalidate at once (see `AccessCache`); the TTL bounds how
 * long a change made by another host on a shared meta store (PLINTH_META_DB) takes to apply.
 */
const ACCESS_CACHE_TTL_MS = 1_000;
const MAX_CACHED = 10_000;

interface Entry<T> extends MemoHolder {
  value: T;
  at: number;
}

/**
 * Per-request lookups of access control (user row, project roles, verified access tokens) kept
 * for a short time. Any statement through the meta store's knex that writes a users or project
 * users table, and any COMMIT / ROLLBACK, invalidates everything, both when it is sent and when
 * it finishes; a lookup that was in flight across an invalidation is not stored.
 */
class AccessCache {
  private generation = 0;
  private readonly users = new Map<string, Entry<UserRow | undefined>>();
  private readonly roles = new Map<string, Entry<string | undefined>>();
  /** Verified access tokens and their expiry (seconds): verifying a signature again gives the same answer. */
  private readonly tokens = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    db: Knex,
    tables: string[],
    bus?: ClusterBus,
    private readonly ttlMs = ACCESS_CACHE_TTL_MS,
  ) {
    const names = new RegExp(tables.map((t) => t.replace(/\W/g, '')).join('|'));
    const touches = (q: { sql?: unknown } | undefined) => {
      const sql = typeof q?.sql === 'string' ? q.sql : '';
      return /^\s*(commit|rollback)\b/i.test(sql) || (!/^\s*select\b/i.test(sql) && names.test(sql));
    };
    db.on('query', (q: { sql?: unknown }) => touches(q) && this.invalidate());
    db.on('query-response', (_r: unknown, q: { sql?: unknown }) => touches(q) && this.invalidate());
    db.on('query-error', (_e: unknown, q: { sql?: unknown }) => touches(q) && this.invalidate());
    if (bus) tellOtherServers(db, names, bus, () => this.invalidate());
  }

  invalidate(): void {
    this.generation += 1;
    this.users.clear();
    this.roles.clear();
  }

  /** The user row: at once (no promise) while a fresh copy is cached, else a promise of the load. */
  user(id: string, load: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> | Cached<UserRow | undefined> {
    return this.through(this.users, id, load);
  }

  projectRoles(
    projectId: string,
    userId: string,
    load: () => Promise<string | undefined>,
  ): Promise<string | undefined> | Cached<string | undefined> {
    return this.through(this.roles, `${projectId}\u0000${userId}`, load);
  }

  /** The claims of a token verified before and not yet expired; undefined when it needs verifying. */
  verifiedBefore(token: string): AccessClaims | undefined {
    const hit = this.tokens.get(token);
    // The same test jose makes: a token is expired once `exp <= now` (whole seconds).
    if (hit && hit.exp > Math.floor(Date.now() / 1000)) return hit.claims;
    if (hit) this.tokens.delete(token);
    return undefined;
  }

  async verified(token: string, verify: () => Promise<AccessClaims>): Promise<AccessClaims> {
    const known = this.verifiedBefore(token);
    if (known) return known;
    const claims = await verify();
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number') this.remember(this.tokens, token, { claims, exp });
    return claims;
  }

  // A hit answers synchronously: every request of a signed-in user goes through here, and each
  // promise (and await) costs a trip through the async-context hooks of the host's SQL timing.
  private through<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> | Cached<T> {
    const hit = map.get(key);
    const now = Date.now();
    if (hit && now - hit.at < this.ttlMs) return hit;
    return this.fill(map, key, load, now);
  }

  private async fill<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>, now: number): Promise<T> {
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) this.remember(map, key, { value, at: now });
    return value;
  }

  private remember<V>(map: Map<string, V>, key: string, value: V) {
    map.delete(key);
    // Oldest first: a full map drops its oldest entry.
    if (map.size >= MAX_CACHED) map.delete(map.keys().next().value!);
    map.set(key, value);
  }
}

/** The user's chosen language for the principal (absent until they choose one). */
const languageOf = (user: UserRow): Pick<Principal, 'language'> => (user.language ? { language: user.language } : {});

/** A cache hit, answered without a promise. */
interface Cached<T> extends MemoHolder {
  value: T;
}

/** The value of a cache answer, awaited only when it is a load in flight. */
type Answer<T> = Promise<T> | Cached<T>;
const isLoad = <T>(answer: Answer<T>): answer is Promise<T> => answer instanceof Promise;

function header(req: Request, name: string): string | undefined {
  const v = req.header(name);
  return v === undefined || v === '' ? undefined : v;
}

interface AccessDeps {
  config: AuthConfig;
  db: Knex;
  /** Other servers sharing the meta store hear of role and user changes made here (optional). */
  bus?: ClusterBus;
  users: UserStore;
  sessions: SessionService;
  apiTokens: ApiTokenService;
  sharedBases: SharedBaseStore;
}

/**
 * Who is calling, from the request's headers: nobody (auth type none), the master key, or a
 * user's access token, an API token or a shared base id, with an admin's preview role.
 */
function createAuthenticator(deps: AccessDeps, cache: AccessCache): AccessControl['authenticate'] {
  const { config, users, sessions, apiTokens, sharedBases } = deps;
  const userById = (id: string) => cache.user(id, () => users.byId(id));

  const jwtPrincipal = (claims: AccessClaims, user: UserRow | undefined): Principal => {
    if (!user) throw new HttpError(401, 'Invalid token');
    if (user.token_version !== claims.tv) throw new HttpError(401, 'Token revoked: please sign in again');
    return { kind: 'user', userId: user.id, email: user.email, roles: parseRoles(user.roles), ...languageOf(user) };
  };

  // Synchronous when the token was verified before and the user row is cached (nearly every request).
  const fromJwt = (token: string): Principal | Promise<Principal> => {
    const known = cache.verifiedBefore(token);
    const cachedUser = known && userById(known.sub);
    if (known && cachedUser && !isLoad(cachedUser)) return jwtPrincipal(known, cachedUser.value);
    return (async () => {
      const claims = known ?? (await cache.verified(token, () => sessions.verifyAccess(token)));
      const answer = cachedUser ?? userById(claims.sub);
      return jwtPrincipal(claims, isLoad(answer) ? await answer : answer.value);
    })();
  };

  const fromApiToken = async (token: string): Promise<Principal> => {
    const row = await apiTokens.resolve(token);
    const answer = row && userById(row.user_id);
    const user = answer && (isLoad(answer) ? await answer : answer.value);
    if (!row || !user) throw new HttpError(401, 'Invalid API token');
    return {
      kind: 'apiToken',
      apiTokenId: String(row.id),
      userId: user.id,
      email: user.email,
      roles: parseRoles(user.roles),
      ...languageOf(user),
    };
  };

  const fromSharedBase = async (id: string, key: string | undefined): Promise<Principal> => {
    const visitor = await sharedBases.visitor(id, key);
    return { kind: 'sharedBase', roles: visitor.roles, sharedBaseProjectId: visitor.projectId };
  };

  const withPreview = (req: Request, principal: Principal | null): Principal | null => {
    const preview = header(req, HEADERS.preview);
    if (principal && preview) {
      if (!(ROLES as readonly string[]).includes(preview)) throw new HttpError(400, `Unknown preview role '${preview}'`);
      // Only admins may preview; for anyone else the header is ignored, never an escalation.
      if (isAdmin(principal.roles)) principal.preview = preview;
    }
    return principal;
  };

  return (req) => {
    if (config.authType === 'none') return { kind: 'anonymous', roles: { owner: true, creator: true } };
    if (config.authType === 'masterKey') {
      const key = header(req, HEADERS.masterKey);
      if (!key) return null;
      if (!safeEqual(key, config.masterKey!)) throw new HttpError(401, 'Invalid master key');
      return { kind: 'masterKey', roles: { owner: true, creator: true } };
    }
    const jwt = header(req, HEADERS.auth);
    const apiToken = header(req, HEADERS.apiToken);
    const sharedBase = header(req, HEADERS.sharedBaseId);
    const found = jwt
      ? fromJwt(jwt)
      : apiToken
        ? fromApiToken(apiToken)
        : sharedBase
          ? fromSharedBase(sharedBase, header(req, HEADERS.sharedBaseKey))
          : null;
    return found instanceof Promise ? found.then((p) => withPreview(req, p)) : withPreview(req, found);
  };
}

/** The AccessControl service: who is calling (headers) and whether they may do something. */
export function createAccessControl(deps: AccessDeps): AccessControl {
  const { config, db } = deps;
  const cache = new AccessCache(db, [T.users, T.projectUsers], deps.bus);
  const authenticate = createAuthenticator(deps, cache);

  /** The decision once the roles that count are known. */
  const decide = (principal: Principal, roles: RoleMap, permission: string, ignorePreview: boolean | undefined): AccessDecision => {
    // Project admins (creator / owner of the project) may preview too.
    const previewRoles = principal.preview && isAdmin(roles) ? effectiveRoles(roles, principal.preview, ignorePreview) : roles;
    return rolesCan(previewRoles, permission) ? 'allow' : 'forbidden';
  };

  /** The principal's access in the project, kept on it for the rest of the request (`rolesIn` reads it). */
  const enter = (principal: CachedPrincipal, projectId: string, text: string | undefined, holder?: MemoHolder): ProjectAccess => {
    const access = projectAccess(principal, text, holder);
    principal.inProject = { projectId, access };
    return access;
  };

  /** The access of a user in a project: at once from the cache (memoized there), else a promise of the load. */
  const accessIn = (principal: CachedPrincipal, projectId: string, userId: string): ProjectAccess | Promise<ProjectAccess> => {
    const known = principal.inProject;
    if (known?.projectId === projectId) return known.access;
    const answer = cache.projectRoles(projectId, userId, () => projectRoleText(db, projectId, userId));
    // A load in flight is not memoized: the cache stores its answer, and the next request memoizes on that entry.
    if (isLoad(answer)) return answer.then((text) => enter(principal, projectId, text));
    return enter(principal, projectId, answer.value, answer);
  };

  // Neither method is `async`: with a verified token, a cached user row and cached project roles
  // (nearly every request) both answer without a promise.
  return {
    authenticate,

    authorize(principal, permission, scope) {
      if (config.authType === 'none') return 'allow';
      if (!principal) return 'unauthenticated';
      if (principal.kind === 'sharedBase') {
        // A shared-base visitor acts inside its one project only.
        if (!scope.projectId || scope.projectId !== principal.sharedBaseProjectId) return 'forbidden';
        return decide(principal, principal.roles, permission, scope.ignorePreview);
      }
      if (!scope.projectId || !principal.userId || SERVER_WIDE_PERMISSIONS.has(permission))
        return decide(principal, principal.roles, permission, scope.ignorePreview);
      const access = accessIn(principal, scope.projectId, principal.userId);
      const { ignorePreview } = scope;
      if (access instanceof Promise) return access.then((a) => decideIn(principal, a, permission, ignorePreview));
      return decideIn(principal, access, permission, ignorePreview);
    },

    rolesIn(principal, projectId) {
      if (config.authType === 'none' || principal.kind === 'sharedBase' || !projectId || !principal.userId) {
        return principal.preview && isAdmin(principal.roles) ? effectiveRoles(principal.roles, principal.preview) : principal.roles;
      }
      const access = accessIn(principal, projectId, principal.userId);
      return access instanceof Promise ? access.then((a) => a.roles) : access.roles;
    },

    async principalOfUser(userId) {
      const user = await deps.users.byId(userId);
      return user ? { kind: 'user', userId: user.id, email: user.email, roles: parseRoles(user.roles), ...languageOf(user) } : null;
    },

    async grantProjectRole(projectId, userId, role) {
      await db(T.projectUsers)
        .insert({ project_id: projectId, user_id: userId, roles: role, created_at: new Date() })
        .onConflict(['project_id', 'user_id'])
        .merge(['roles']);
    },

    async projectIdsOf(userId) {
      return db(T.projectUsers).where({ user_id: userId }).pluck('project_id');
    },

    async projectAdmins(projectId) {
      const rows = await db(`${T.projectUsers} as pu`)
        .join(`${T.users} as u`, 'u.id', 'pu.user_id')
        .where('pu.project_id', projectId)
        .select<{ userId: string; email: string; roles: string | null }[]>('u.id as userId', 'u.email as email', 'pu.roles as roles');
      return rows.filter((r) => isAdmin(parseRoles(r.roles))).map(({ userId, email }) => ({ userId, email }));
    },

    async forgetProject(projectId) {
      await db.transaction(async (trx) => {
        await trx(T.projectUsers).where({ project_id: projectId }).delete();
        await trx(T.sharedBases).where({ project_id: projectId }).delete();
      });
    },
  };
}
