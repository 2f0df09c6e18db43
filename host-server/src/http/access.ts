import type { Request } from 'express';
import type { ServiceRegistry } from '@plinth/kernel';
import { AccessControlToken, HttpError, type Principal } from '@plinth/sdk/server';

/**
 * The one permission check of routes and RPC operations. Without an access-control provider the
 * host runs open (auth type none) and every check passes.
 */
export async function authorizeRequest(
  services: ServiceRegistry,
  req: Request,
  permission: string | null,
  scope: { projectId?: string; ignorePreview?: boolean } = {},
): Promise<Principal | null> {
  const access = services.getOptional(AccessControlToken);
  if (!access) {
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
