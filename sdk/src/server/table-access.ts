/**
 * Table access rules (the ACL, 000 s.1 / s.9 `nc_acl`): per project, table and role, whether rows
 * may be read, created, updated or deleted. The data service asks them for every call made for a
 * caller (`currentCaller`), below every transport; a plugin provides them (`TableAccessToken`).
 */
import type { RoleMap } from '../entities.js';

export const TABLE_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];

export interface TableAccessRules {
  /**
   * Why callers holding `roles` may not do `action` on table `tn` of the project, or null when no
   * rule stops them. Synchronous once the project's rules are cached (every call asks).
   */
  refusal(projectId: string, tn: string, roles: RoleMap, action: TableAction): string | null | Promise<string | null>;
  /**
   * The tables hidden from callers holding `roles` (Meta Management, 000 s.9
   * `nc_disabled_models_for_role`): the data service answers 404 for them and table lists leave
   * them out. Synchronous once cached.
   */
  hiddenTables(projectId: string, roles: RoleMap): ReadonlySet<string> | Promise<ReadonlySet<string>>;
}

export { TableAccessToken } from '../service-tokens.js';
