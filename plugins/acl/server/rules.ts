/**
 * The table access rules of each project: per table and role, whether rows may be read, created,
 * updated, deleted (absent: allowed). Cached per project; a change drops this server's copy at
 * once and tells the other servers sharing the meta store through the cluster bus, so theirs go
 * at once too. Copies also expire after `ttlMs`: the safety net when a message is lost, and the
 * only way to follow another server's change when the bus does not reach other servers.
 */
import { isAdmin, type RoleMap } from '@plinth/sdk';
import { HttpError, type ClusterBus, type Knex, type TableAccessRules, type TableAction } from '@plinth/sdk/server';

export const ACL_TABLE = 'acl_rules';
/** Meta Management: which roles a table is hidden from (000 s.9 `nc_disabled_models_for_role`). */
export const HIDDEN_TABLE = 'acl_hidden_tables';
/** The project roles rules are set for; owners and creators are never restricted (they manage the rules). */
export const ACL_ROLES = ['editor', 'commenter', 'viewer', 'guest'] as const;
type AclRole = (typeof ACL_ROLES)[number];

type Switches = Record<TableAction, boolean>;
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

/** A table and the roles it is hidden from. */
export interface HiddenTable {
  tn: string;
  roles: string[];
}

interface ProjectRules {
  at: number;
  rules: Map<string, Switches>;
  /** Table -> the roles it is hidden from. */
  hidden: Map<string, Set<string>>;
}

const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

/** The cluster bus channel of rule changes: `{ projectId }`. */
const ACL_CHANGED_CHANNEL = 'acl.changed';
/** How long a copy lives when every server hears of changes, and when other servers cannot tell. */
const ACL_TTL_MS = { withBus: 60_000, alone: 2_000 } as const;

export class AclRules implements TableAccessRules {
  private readonly cache = new Map<string, ProjectRules>();
  private readonly loading = new Map<string, Promise<ProjectRules>>();

  private readonly ttlMs: number;

  constructor(
    private readonly db: Knex,
    private readonly bus?: ClusterBus,
    options: { ttlMs?: number; now?: () => number } = {},
  ) {
    this.ttlMs = options.ttlMs ?? (bus?.reachesOtherServers ? ACL_TTL_MS.withBus : ACL_TTL_MS.alone);
    this.now = options.now ?? Date.now;
    bus?.subscribe(ACL_CHANGED_CHANNEL, (message) => {
      const projectId = (message as { projectId?: unknown } | null)?.projectId;
      if (typeof projectId === 'string') this.forget(projectId);
    });
  }

  private readonly now: () => number;

  refusal(projectId: string, tn: string, roles: RoleMap, action: TableAction): string | null | Promise<string | null> {
    if (isAdmin(roles)) return null;
    const held = ACL_ROLES.filter((r) => roles[r]);
    if (!held.length) return null;
    const decide = ({ rules }: ProjectRules) => {
      // Several roles: what any of them may do.
      const allowed = held.some((role) => rules.get(`${tn}\u0000${role}`)?.[action] ?? true);
      return allowed ? null : `Forbidden: the ${held.join(' / ')} role may not ${VERB[action]} rows of '${tn}'`;
    };
    const cached = this.fresh(projectId);
    return cached ? decide(cached) : this.load(projectId).then(decide);
  }

  hiddenTables(projectId: string, roles: RoleMap): ReadonlySet<string> | Promise<ReadonlySet<string>> {
    if (isAdmin(roles)) return NOTHING_HIDDEN;
    const held = ACL_ROLES.filter((r) => roles[r]);
    if (!held.length) return NOTHING_HIDDEN;
    // Hidden when hidden from every role the caller holds.
    const pick = ({ hidden }: ProjectRules) => new Set([...hidden].filter(([, from]) => held.every((r) => from.has(r))).map(([tn]) => tn));
    const cached = this.fresh(projectId);
    return cached ? pick(cached) : this.load(projectId).then(pick);
  }

  /** Every hidden table of the project with the roles it is hidden from. */
  async listHidden(projectId: string): Promise<HiddenTable[]> {
    const rows = await this.db(HIDDEN_TABLE)
      .where({ project_id: projectId })
      .orderBy(['tn', 'role'])
      .select<{ tn: string; role: string }[]>('tn', 'role');
    const byTable = new Map<string, string[]>();
    for (const r of rows) byTable.set(r.tn, [...(byTable.get(r.tn) ?? []), r.role]);
    return [...byTable].map(([tn, roles]) => ({ tn, roles }));
  }

  /** Hides table `tn` from exactly `roles` (none: shown to every role). */
  async setHidden(projectId: string, tn: string, roles: readonly string[]): Promise<HiddenTable> {
    await this.db.transaction(async (trx) => {
      await trx(HIDDEN_TABLE).where({ project_id: projectId, tn }).delete();
      if (roles.length) await trx(HIDDEN_TABLE).insert(roles.map((role) => ({ project_id: projectId, tn, role })));
    });
    await this.changed(projectId);
    return { tn, roles: [...roles].sort() };
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
    await this.changed(projectId);
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
    await this.changed(projectId);
  }

  async forgetProject(projectId: string): Promise<void> {
    await this.db(ACL_TABLE).where({ project_id: projectId }).delete();
    await this.db(HIDDEN_TABLE).where({ project_id: projectId }).delete();
    await this.changed(projectId);
  }

  private fresh(projectId: string): ProjectRules | undefined {
    const cached = this.cache.get(projectId);
    return cached && this.now() - cached.at < this.ttlMs ? cached : undefined;
  }

  /** After a write: this server's copy goes, and every other server's through the bus. */
  private async changed(projectId: string): Promise<void> {
    this.forget(projectId);
    await this.bus?.publish(ACL_CHANGED_CHANNEL, { projectId });
  }

  private forget(projectId: string): void {
    this.cache.delete(projectId);
    this.loading.delete(projectId);
  }

  private load(projectId: string): Promise<ProjectRules> {
    let pending = this.loading.get(projectId);
    if (!pending) {
      pending = Promise.all([
        this.db(ACL_TABLE).where({ project_id: projectId }).select<RuleRow[]>('*'),
        this.db(HIDDEN_TABLE).where({ project_id: projectId }).select<{ tn: string; role: string }[]>('tn', 'role'),
      ])
        .then(([ruleRows, hiddenRows]) => {
          const hidden = new Map<string, Set<string>>();
          for (const r of hiddenRows) hidden.set(r.tn, (hidden.get(r.tn) ?? new Set()).add(r.role));
          const loaded: ProjectRules = {
            at: this.now(),
            rules: new Map(ruleRows.map((r) => [`${r.tn}\u0000${r.role}`, switchesOf(r)])),
            hidden,
          };
          if (this.loading.get(projectId) === pending) {
            this.cache.set(projectId, loaded);
            this.loading.delete(projectId);
          }
          return loaded;
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
