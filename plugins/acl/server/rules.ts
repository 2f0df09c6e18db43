/**
 * The table access rules of each project: per table and role, whether rows may be read, created,
 * updated, deleted (absent: allowed). Cached per project; a change drops this server's copy at
 * once, and copies on other servers sharing the meta store expire within `ttlMs`.
 */
import { isAdmin, type RoleMap } from '@plinth/sdk';
import { HttpError, type Knex, type TableAccessRules, type TableAction } from '@plinth/sdk/server';

export const ACL_TABLE = 'acl_rules';
/** The project roles rules are set for; owners and creators are never restricted (they manage the rules). */
export const ACL_ROLES = ['editor', 'commenter', 'viewer', 'guest'] as const;
type AclRole = (typeof ACL_ROLES)[number];

export type Switches = Record<TableAction, boolean>;
export interface TableRules {
  tn: string;
  /** The switches of each role that has a rule; a role without one may do everything its role allows. */
  roles: Partial<Record<AclRole, Switches>>;
}

interface RuleRow {
  project_id: string;
  tn: string;
  role: AclRole;
  can_read: boolean | number;
  can_create: boolean | number;
  can_update: boolean | number;
  can_delete: boolean | number;
}

const switchesOf = (r: RuleRow): Switches => ({
  read: Boolean(r.can_read),
  create: Boolean(r.can_create),
  update: Boolean(r.can_update),
  delete: Boolean(r.can_delete),
});

const VERB: Record<TableAction, string> = { read: 'read', create: 'create', update: 'update', delete: 'delete' };

export class AclRules implements TableAccessRules {
  private readonly cache = new Map<string, { at: number; rules: Map<string, Switches> }>();
  private readonly loading = new Map<string, Promise<Map<string, Switches>>>();

  constructor(
    private readonly db: Knex,
    private readonly ttlMs = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  refusal(projectId: string, tn: string, roles: RoleMap, action: TableAction): string | null | Promise<string | null> {
    if (isAdmin(roles)) return null;
    const held = ACL_ROLES.filter((r) => roles[r]);
    if (!held.length) return null;
    const decide = (rules: Map<string, Switches>) => {
      // Several roles: what any of them may do.
      const allowed = held.some((role) => rules.get(`${tn}\u0000${role}`)?.[action] ?? true);
      return allowed ? null : `Forbidden: the ${held.join(' / ')} role may not ${VERB[action]} rows of '${tn}'`;
    };
    const cached = this.cache.get(projectId);
    if (cached && this.now() - cached.at < this.ttlMs) return decide(cached.rules);
    return this.load(projectId).then(decide);
  }

  /** Every stored rule of the project, table by table. */
  async list(projectId: string): Promise<TableRules[]> {
    const rows = await this.db(ACL_TABLE).where({ project_id: projectId }).orderBy(['tn', 'role']).select<RuleRow[]>('*');
    const byTable = new Map<string, TableRules>();
    for (const r of rows) {
      const entry = byTable.get(r.tn) ?? { tn: r.tn, roles: {} };
      entry.roles[r.role] = switchesOf(r);
      byTable.set(r.tn, entry);
    }
    return [...byTable.values()];
  }

  /** Replaces the rules of one table (roles left out have none), in one transaction. */
  async set(projectId: string, rules: TableRules): Promise<TableRules> {
    await this.db.transaction(async (trx) => {
      await trx(ACL_TABLE).where({ project_id: projectId, tn: rules.tn }).delete();
      const rows = Object.entries(rules.roles).map(([role, s]) => ({
        project_id: projectId,
        tn: rules.tn,
        role,
        can_read: s.read,
        can_create: s.create,
        can_update: s.update,
        can_delete: s.delete,
      }));
      if (rows.length) await trx(ACL_TABLE).insert(rows);
    });
    this.forget(projectId);
    return (await this.list(projectId)).find((r) => r.tn === rules.tn) ?? { tn: rules.tn, roles: {} };
  }

  /** Rules follow a renamed table; a dropped table's go. */
  async follow(projectId: string, renamed: readonly { from: string; to: string }[], remaining: readonly string[]): Promise<void> {
    await this.db.transaction(async (trx) => {
      for (const { from, to } of renamed) await trx(ACL_TABLE).where({ project_id: projectId, tn: from }).update({ tn: to });
      await trx(ACL_TABLE)
        .where({ project_id: projectId })
        .whereNotIn('tn', [...remaining])
        .delete();
    });
    this.forget(projectId);
  }

  async forgetProject(projectId: string): Promise<void> {
    await this.db(ACL_TABLE).where({ project_id: projectId }).delete();
    this.forget(projectId);
  }

  private forget(projectId: string): void {
    this.cache.delete(projectId);
    this.loading.delete(projectId);
  }

  private load(projectId: string): Promise<Map<string, Switches>> {
    let pending = this.loading.get(projectId);
    if (!pending) {
      pending = this.db(ACL_TABLE)
        .where({ project_id: projectId })
        .select<RuleRow[]>('*')
        .then((rows) => {
          const rules = new Map(rows.map((r) => [`${r.tn}\u0000${r.role}`, switchesOf(r)]));
          if (this.loading.get(projectId) === pending) {
            this.cache.set(projectId, { at: this.now(), rules });
            this.loading.delete(projectId);
          }
          return rules;
        })
        .catch((err: unknown) => {
          this.loading.delete(projectId);
          throw err instanceof HttpError ? err : new HttpError(503, 'Table access rules are unavailable');
        });
      this.loading.set(projectId, pending);
    }
    return pending;
  }
}
