/**
 * The outcome a cell of the matrix must have, from the ability table of 001 s.6 and the scope
 * rule: inside a project only its roles count (plus global owner / creator, 000 s.6), except for
 * server-wide permissions; a shared base acts inside its one project only.
 */
import { globalAdminRoles, rolesCan, SERVER_WIDE_PERMISSIONS, SIGNED_IN } from '@plinth/sdk';
import type { RouteGuard } from '@plinth/sdk/server';
import type { Persona } from './personas.js';

/** `public`: not decided by a guard (the route answers everyone its own way). */
export type Expected = 'allow' | 'deny' | 'public';

export function expectedOutcome(guard: RouteGuard, persona: Persona, inProject: boolean): Expected {
  if (guard.kind === 'public') return 'public';
  if (persona.kind === 'nobody') return 'deny';
  const permission = guard.permission;
  if (permission === SIGNED_IN) return 'allow';
  if (persona.kind === 'sharedBase') return inProject && rolesCan(persona.projectRoles, permission) ? 'allow' : 'deny';
  if (!inProject || SERVER_WIDE_PERMISSIONS.has(permission)) return rolesCan(persona.globalRoles, permission) ? 'allow' : 'deny';
  return rolesCan({ ...globalAdminRoles(persona.globalRoles), ...persona.projectRoles }, permission) ? 'allow' : 'deny';
}

/**
 * Cells a guard allows whose handler still refuses the caller for what it is, each with why:
 * they count as expected, never as grants.
 */
export const HANDLER_REFUSALS: Record<string, { kinds: Persona['kind'][]; why: string }> = {
  'PATCH /user/me': { kinds: ['apiToken', 'sharedBase'], why: 'only a signed-in account chooses its language' },
  'PUT /user/profile': { kinds: ['apiToken', 'sharedBase'], why: 'only a signed-in account edits its own profile' },
  'POST /user/password/change': { kinds: ['apiToken', 'sharedBase'], why: 'only a signed-in account changes its password' },
  'GET /api/v1/auth/tokens': { kinds: ['apiToken'], why: 'a token never manages tokens' },
  'POST /api/v1/auth/tokens': { kinds: ['apiToken'], why: 'a token can never mint another token' },
  'DELETE /api/v1/auth/tokens/:id': { kinds: ['apiToken'], why: 'a token never manages tokens' },
  'POST /api/v1/plugins/install': { kinds: ['apiToken'], why: 'installing runs code: only the super admin, signed in' },
  'DELETE /api/v1/plugins/:id': { kinds: ['apiToken'], why: 'uninstalling: only the super admin, signed in' },
};
