import type { Request } from 'express';
import { SIGNED_IN } from '@plinth/sdk';
import type { ServiceRegistry } from '@plinth/kernel';
import { AccessControlToken, HttpError, type AccessControl, type AccessDecision, type Principal } from '@plinth/sdk/server';

type AccessScope = { projectId?: string; ignorePreview?: boolean };

export interface AccessPolicy {
  services: ServiceRegistry;
  /** True when a listed plugin declares it provides access control. */
  accessDeclared: boolean;
}

/**
 * The one permission check of routes and RPC operations. With no access-control plugin in the
 * list the host runs open (auth type none); when one is listed but not running (failed,
 * disabled), every check fails closed with a 503.
 *
 * Answers without a promise when the access control does (cached session and roles): the data
 * API runs this on every call. A refusal is then a synchronous throw.
 */
export function authorizeRequest(
  policy: AccessPolicy,
  req: Request,
  permission: string | null,
  scope: AccessScope = {},
): Principal | null | Promise<Principal | null> {
  const access = policy.services.getOptional(AccessControlToken);
  if (!access) {
    if (policy.accessDeclared && permission !== null) {
      throw new HttpError(503, 'Authentication is unavailable: the access-control plugin is not running');
    }
    req.principal = null;
    return null;
  }
  const principal = access.authenticate(req);
  return principal instanceof Promise ? principal.then((p) => check(access, req, p, permission, scope)) : check(access, req, principal, permission, scope);
}

// Module-level steps, not closures per request: under tsx each closure made also gets its name set.
function check(access: AccessControl, req: Request, principal: Principal | null, permission: string | null, scope: AccessScope): Principal | null | Promise<Principal | null> {
  req.principal = principal;
  if (permission === null) return principal;
  if (permission === SIGNED_IN) {
    if (!principal) throw new HttpError(401, 'Unauthorized');
    return principal;
  }
  const decision = access.authorize(principal, permission, scope);
  return decision instanceof Promise ? decision.then((d) => allowed(d, permission, principal)) : allowed(decision, permission, principal);
}

function allowed(decision: AccessDecision, permission: string, principal: Principal | null): Principal | null {
  if (decision === 'unauthenticated') throw new HttpError(401, 'Unauthorized');
  if (decision === 'forbidden') throw new HttpError(403, `Forbidden: this action needs the '${permission}' permission`);
  return principal;
}
