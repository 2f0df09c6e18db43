/**
 * What a signed-in user may do inside a project, worked out once per cached copy of their project
 * roles instead of on every request: the roles that count there and each permission's decision.
 *
 * The memo hangs on the access cache's entry of the project roles it was made from, so it lives
 * exactly as long as that copy: dropped with it by any write to the users or project users tables,
 * a COMMIT / ROLLBACK, a change announced by another server on the cluster bus, and its TTL. A
 * decision is the one the same inputs give without the memo; it is never kept past its inputs.
 */
import { effectiveRoles, globalAdminRoles, isAdmin, parseRoles, rolesCan, type RoleMap } from '@plinth/sdk';
import type { AccessDecision, Principal } from '@plinth/sdk/server';

/** The roles that count in one project for one kind of principal, and the decisions made with them. */
export interface ProjectAccess {
  /** Global admin roles and the project's roles, before any preview. */
  held: RoleMap;
  /** What the data service's caller holds there: `held` with the admin's preview role applied. */
  roles: RoleMap;
  decisions: Map<string, AccessDecision>;
}

/** A cache entry that carries the memo of the accesses derived from it. */
export interface MemoHolder {
  accesses?: Map<string, ProjectAccess>;
}

/** Permissions are names from code; the bound only guards against a caller inventing many. */
const MAX_DECISIONS = 256;

/** The principal's global admin roles and preview role: all the memo depends on besides the project roles. */
const shapeOf = (principal: Principal) =>
  `${principal.roles.owner ? 'o' : ''}${principal.roles.creator ? 'c' : ''}:${principal.preview ?? ''}`;

function accessOf(principal: Principal, projectRoles: RoleMap): ProjectAccess {
  // Inside a project only the project's roles count, and global admin (a global `user` or
  // `editor` role grants nothing in someone else's project).
  const held = Object.freeze({ ...globalAdminRoles(principal.roles), ...projectRoles });
  const roles = principal.preview && isAdmin(held) ? Object.freeze(effectiveRoles(held, principal.preview)) : held;
  return { held, roles, decisions: new Map() };
}

/** The principal's access in a project whose roles text is `text`, memoized on `holder` (the cache entry of that text) when given. */
export function projectAccess(principal: Principal, text: string | undefined, holder?: MemoHolder): ProjectAccess {
  if (!holder) return accessOf(principal, parseRoles(text));
  const shape = shapeOf(principal);
  const accesses = (holder.accesses ??= new Map());
  let access = accesses.get(shape);
  if (!access) accesses.set(shape, (access = accessOf(principal, parseRoles(text))));
  return access;
}

/** Whether `permission` is allowed with `access` (memoized per permission and preview switch). */
export function decideIn(
  principal: Principal,
  access: ProjectAccess,
  permission: string,
  ignorePreview: boolean | undefined,
): AccessDecision {
  const key = ignorePreview ? `${permission}\u0000ignorePreview` : permission;
  const known = access.decisions.get(key);
  if (known) return known;
  // Project admins (creator / owner of the project) may preview too.
  const roles = principal.preview && isAdmin(access.held) ? effectiveRoles(access.held, principal.preview, ignorePreview) : access.held;
  const decision: AccessDecision = rolesCan(roles, permission) ? 'allow' : 'forbidden';
  if (access.decisions.size >= MAX_DECISIONS) access.decisions.clear();
  access.decisions.set(key, decision);
  return decision;
}
