import type { BuiltInRole, RoleMap, RoleName } from './entities.js';

/**
 * Which role may do what (001 section 6). `*` grants everything. Permissions are named by the
 * action (`tableRowUpdate`, `add-user`...); a role not listed here has no ability.
 */
export const ROLE_ABILITIES: Readonly<Record<BuiltInRole, '*' | readonly string[]>> = {
  owner: '*',
  creator: '*',
  editor: ['airTable', 'xcDatatableEditable', 'column', 'tableAttachment', 'tableRowUpdate', 'rowComments'],
  commenter: ['airTable', 'column', 'rowComments'],
  viewer: ['airTable', 'column'],
  guest: [],
  user: ['projectCreate', 'projectActions'],
  // Granted by the super admin: may connect external databases (existing SQLite files, servers).
  connector: ['projectCreate', 'externalDatabase'],
};

/**
 * The permission every principal holds (a signed-in user, an API token, a shared base, auth type
 * none): a route or operation for anyone signed in, which answers each caller its own share.
 */
export const SIGNED_IN = 'signedIn';

/**
 * Permissions about the server rather than one project: checked against the caller's global
 * roles even when the call names a project. Every other permission, when the call names a
 * project, is checked against the caller's roles in that project (plus global owner / creator).
 */
// handleApiCall: the server sends a request the caller chose (through the SSRF guard), for the
// server's admins only, never a project's owner by that alone.
export const SERVER_WIDE_PERMISSIONS: ReadonlySet<string> = new Set(['projectCreate', 'externalDatabase', 'handleApiCall']);

/** The global roles that count inside every project: admin means creator or owner, globally or for the project (000 s.6). */
export function globalAdminRoles(roles: RoleMap): RoleMap {
  const out: RoleMap = {};
  if (roles.owner) out.owner = true;
  if (roles.creator) out.creator = true;
  return out;
}

/** Every permission the ability table names, for matrix tests and admin screens. */
export const NAMED_PERMISSIONS: readonly string[] = [...new Set(Object.values(ROLE_ABILITIES).flatMap((a) => (a === '*' ? [] : a)))];

const DISPLAY_ORDER: readonly RoleName[] = ['owner', 'creator', 'editor', 'viewer'];

/** The role a profile shows: the first of owner, creator, editor, viewer that is held. */
export function displayRole(roles: RoleMap): RoleName | undefined {
  return DISPLAY_ORDER.find((r) => roles[r]);
}

/** Admin means creator or owner. */
export function isAdmin(roles: RoleMap): boolean {
  return Boolean(roles.owner || roles.creator);
}

/** Passes if any held role grants all (`*`) or lists the permission. */
export function rolesCan(roles: RoleMap, permission: string): boolean {
  return Object.entries(roles).some(([role, held]) => {
    if (!held) return false;
    const ability = ROLE_ABILITIES[role as BuiltInRole];
    return ability === '*' || (ability !== undefined && ability.includes(permission));
  });
}

/** Roles a check uses: preview-as replaces held roles with the chosen one, unless ignored. */
export function effectiveRoles(held: RoleMap, preview?: RoleName, ignorePreview = false): RoleMap {
  return preview && !ignorePreview && isAdmin(held) ? { [preview]: true } : held;
}

// Role lists take few distinct values and are parsed on every request: parsed once each.
const parsedRoles = new Map<string, Readonly<RoleMap>>();

/** Parses the comma list the meta store keeps (`owner,creator`) into a role map (a fresh object). */
export function parseRoles(list: string | null | undefined): RoleMap {
  const text = list ?? '';
  let parsed = parsedRoles.get(text);
  if (!parsed) {
    const map: RoleMap = {};
    for (const r of text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      map[r] = true;
    parsed = Object.freeze(map);
    if (parsedRoles.size >= 1000) parsedRoles.clear();
    parsedRoles.set(text, parsed);
  }
  return { ...parsed };
}

export function serializeRoles(roles: RoleMap): string {
  return Object.entries(roles)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .join(',');
}
