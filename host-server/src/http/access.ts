import type { Request } from 'express';
import type { ServiceRegistry } from '@plinth/kernel';
import { SIGNED_IN } from '@plinth/sdk';
import {
  AccessControlToken,
  HttpError,
  runAsCaller,
  type AccessControl,
  type AccessDecision,
  type DataCaller,
  type Principal,
} from '@plinth/sdk/server';

type AccessScope = { projectId?: string; ignorePreview?: boolean };

export interface AccessPolicy {
  services: ServiceRegistry;
}

/**
 * The one permission check of routes and RPC operations. Deny by default: without a running
 * access-control service (none listed, or it failed or was disabled) every check answers 503;
 * without a principal, 401. Public routes and operations never come here.
 *
 * Answers without a promise when the access control does (cached session and roles): the data
 * API runs this on every call. A refusal is then a synchronous throw.
 */
export function authorizeRequest(
  policy: AccessPolicy,
  req: Request,
  permission: string,
  scope: AccessScope = {},
): Principal | Promise<Principal> {
  const access = policy.services.getOptional(AccessControlToken);
  if (!access) throw new HttpError(503, 'Authentication is unavailable: the access-control plugin is not running');
  const principal = access.authenticate(req);
  return principal instanceof Promise
    ? principal.then((p) => check(access, req, p, permission, scope))
    : check(access, req, principal, permission, scope);
}

// Module-level steps, not closures per request: under tsx each closure made also gets its name set.
function check(
  access: AccessControl,
  req: Request,
  principal: Principal | null,
  permission: string,
  scope: AccessScope,
): Principal | Promise<Principal> {
  req.principal = principal;
  if (!principal) throw new HttpError(401, 'Unauthorized');
  if (permission === SIGNED_IN) return principal;
  const decision = access.authorize(principal, permission, scope);
  return decision instanceof Promise ? decision.then((d) => allowed(d, permission, principal)) : allowed(decision, permission, principal);
}

function allowed(decision: AccessDecision, permission: string, principal: Principal): Principal {
  if (decision === 'unauthenticated') throw new HttpError(401, 'Unauthorized');
  if (decision === 'forbidden') throw new HttpError(403, `Forbidden: this action needs the '${permission}' permission`);
  return principal;
}

/**
 * Runs `fn` as the data service's caller for an authorized principal: its roles in `projectId`
 * (or its global roles), so table access rules below the transports apply to what it does.
 * Without a promise when the roles are at hand (cached after the permission check).
 */
export function runAsPrincipal<T>(policy: AccessPolicy, principal: Principal, projectId: string | undefined, fn: () => T): T | Promise<T> {
  const access = policy.services.getOptional(AccessControlToken);
  const roles = access?.rolesIn ? access.rolesIn(principal, projectId) : principal.roles;
  if (roles instanceof Promise) return roles.then((r) => runAsCaller(callerOf(principal, r, projectId), fn));
  return runAsCaller(callerOf(principal, roles, projectId), fn);
}

function callerOf(principal: Principal, roles: Principal['roles'], projectId: string | undefined): DataCaller {
  const kind = principal.kind === 'apiToken' || principal.kind === 'sharedBase' || principal.kind === 'masterKey' ? principal.kind : 'user';
  return { kind, roles, ...(principal.userId && { userId: principal.userId }), ...(projectId && { projectId }) };
}
