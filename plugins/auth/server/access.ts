import type { Request } from 'express';
import type { Knex } from '@plinth/sdk/server';
import { HEADERS, ROLES, effectiveRoles, isAdmin, parseRoles, rolesCan, type RoleMap } from '@plinth/sdk';
import { HttpError, type AccessControl, type AccessDecision, type Principal } from '@plinth/sdk/server';
import type { ApiTokenService } from './api-tokens.js';
import { safeEqual } from './crypto.js';
import type { AuthConfig } from './config.js';
import { T } from './migrations.js';
import type { SessionService } from './sessions.js';
import type { UserStore } from './users.js';

/** Principals carry a per-request cache of the project roles looked up for them. */
type CachedPrincipal = Principal & { projectRoles?: Map<string, RoleMap> };

export async function projectRolesOf(db: Knex, projectId: string, userId: string): Promise<RoleMap> {
  const row = await db(T.projectUsers).where({ project_id: projectId, user_id: userId }).first<{ roles: string } | undefined>('roles');
  return parseRoles(row?.roles);
}

function header(req: Request, name: string): string | undefined {
  const v = req.header(name);
  return v === undefined || v === '' ? undefined : v;
}

/** The AccessControl service: who is calling (headers) and whether they may do something. */
export function createAccessControl(deps: {
  config: AuthConfig;
  db: Knex;
  users: UserStore;
  sessions: SessionService;
  apiTokens: ApiTokenService;
}): AccessControl {
  const { config, db, users, sessions, apiTokens } = deps;

  const fromJwt = async (token: string): Promise<Principal> => {
    const claims = await sessions.verifyAccess(token);
    const user = await users.byId(claims.sub);
    if (!user) throw new HttpError(401, 'Invalid token');
    if (user.token_version !== claims.tv) throw new HttpError(401, 'Token revoked: please sign in again');
    return { kind: 'user', userId: user.id, email: user.email, roles: parseRoles(user.roles) };
  };

  const fromApiToken = async (token: string): Promise<Principal> => {
    const row = await apiTokens.resolve(token);
    const user = row && (await users.byId(row.user_id));
    if (!row || !user) throw new HttpError(401, 'Invalid API token');
    return { kind: 'apiToken', apiTokenId: String(row.id), userId: user.id, email: user.email, roles: parseRoles(user.roles) };
  };

  const fromSharedBase = async (id: string): Promise<Principal> => {
    const row = await db(T.sharedBases).where({ id }).first<{ project_id: string; roles: string; enabled: number | boolean } | undefined>();
    if (!row || !row.enabled) throw new HttpError(401, 'Invalid shared base link');
    return { kind: 'sharedBase', roles: parseRoles(row.roles), sharedBaseProjectId: row.project_id };
  };

  return {
    async authenticate(req) {
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
      const principal = jwt ? await fromJwt(jwt) : apiToken ? await fromApiToken(apiToken) : sharedBase ? await fromSharedBase(sharedBase) : null;
      const preview = header(req, HEADERS.preview);
      if (principal && preview) {
        if (!(ROLES as readonly string[]).includes(preview)) throw new HttpError(400, `Unknown preview role '${preview}'`);
        // Only admins may preview; for anyone else the header is ignored, never an escalation.
        if (isAdmin(principal.roles)) principal.preview = preview;
      }
      return principal;
    },

    async authorize(principal, permission, scope): Promise<AccessDecision> {
      if (config.authType === 'none') return 'allow';
      if (!principal) return 'unauthenticated';
      let roles: RoleMap = principal.roles;
      if (principal.kind === 'sharedBase') {
        // A shared-base visitor acts inside its one project only.
        if (!scope.projectId || scope.projectId !== principal.sharedBaseProjectId) return 'forbidden';
      } else if (scope.projectId && principal.userId) {
        const cached = principal as CachedPrincipal;
        cached.projectRoles ??= new Map();
        let projectRoles = cached.projectRoles.get(scope.projectId);
        if (!projectRoles) {
          projectRoles = await projectRolesOf(db, scope.projectId, principal.userId);
          cached.projectRoles.set(scope.projectId, projectRoles);
        }
        roles = { ...roles, ...projectRoles };
      }
      // Project admins (creator / owner of the project) may preview too.
      const previewRoles = principal.preview && isAdmin(roles) ? effectiveRoles(roles, principal.preview, scope.ignorePreview) : roles;
      return rolesCan(previewRoles, permission) ? 'allow' : 'forbidden';
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

    async forgetProject(projectId) {
      await db.transaction(async (trx) => {
        await trx(T.projectUsers).where({ project_id: projectId }).delete();
        await trx(T.sharedBases).where({ project_id: projectId }).delete();
      });
    },
  };
}
