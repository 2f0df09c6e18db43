import type { Request } from 'express';
import type { ServiceRegistry } from '@plinth/kernel';
import { AccessControlToken, HttpError, type Principal } from '@plinth/sdk/server';

export interface AccessPolicy {
  services: ServiceRegistry;
  /** True when a listed plugin declares it provides access control. */
  accessDeclared: boolean;
}

/**
 * The one permission check of routes and RPC operations. With no access-control plugin in the
 * list the host runs open (auth type none); when one is listed but not running (failed,
 * disabled), every check fails closed with a 503.
 */
export async function authorizeRequest(
  policy: AccessPolicy,
  req: Request,
  permission: string | null,
  scope: { projectId?: string; ignorePreview?: boolean } = {},
): Promise<Principal | null> {
  const access = policy.services.getOptional(AccessControlToken);
  if (!access) {
    if (policy.accessDeclared && permission !== null) {
      throw new HttpError(503, 'Authentication is unavailable: the access-control plugin is not running');
    }
    req.principal = null;
    return null;
  }
  const principal = await access.authenticate(req);
  req.principal = principal;
  if (permission === null) return principal;
  const decision = await access.authorize(principal, permission, scope);
  if (decision === 'unauthenticated') throw new HttpError(401, 'Unauthorized');
  if (decision === 'forbidden') throw new HttpError(403, `Forbidden: this action needs the '${permission}' permission`);
  return principal;
}
