import { HttpError } from './errors.js';
import { AccessControlToken } from './services.js';
import type { Principal, ServerContext } from './types.js';

/**
 * A permission check inside a handler (a second permission, a global one next to a project
 * one): resolves when allowed, else 401 / 403. Without an access-control service it refuses
 * (503): no code path treats a missing service as "allowed".
 */
export async function authorizeOrThrow(
  services: Pick<ServerContext['services'], 'getOptional'>,
  principal: Principal | null | undefined,
  permission: string,
  scope: { projectId?: string; ignorePreview?: boolean } = {},
  refusal = `Forbidden: this action needs the '${permission}' permission`,
): Promise<void> {
  const access = services.getOptional(AccessControlToken);
  if (!access) throw new HttpError(503, 'Authentication is unavailable: the access-control plugin is not running');
  const decision = await access.authorize(principal ?? null, permission, scope);
  if (decision === 'unauthenticated') throw new HttpError(401, 'Unauthorized');
  if (decision !== 'allow') throw new HttpError(403, refusal);
}
