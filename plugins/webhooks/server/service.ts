/**
 * From row changes to deliveries: the row-change tap only queues one job per change and hook
 * (a slow receiver never holds up a write); the job checks the hook's condition, sends, logs and
 * throws on failure so the jobs plugin retries it with backoff.
 */
import type { TableMeta } from '@plinth/sdk';
import type { ClusterBus, JobsService, ProjectsService, RowChange, ServerContext } from '@plinth/sdk/server';
import type { DeliveryRecord, HookEvent } from '../types.js';
import { compileCondition, matches } from './condition.js';
import { deliverOnce, newDeliveryId, type DeliveryLimits } from './deliver.js';
import { sampleEvent, type HookEventData } from './payload.js';
import type { HookStore, HookTable, StoredHook } from './store.js';

export const DELIVERY_JOB = 'webhooks.deliver';

/** A queued delivery. */
interface DeliveryJob {
  hookId: string;
  deliveryId: string;
  event: HookEventData;
}

export interface WebhookSettings extends DeliveryLimits {
  /** Tries per delivery, the first included. */
  attempts: number;
  /** The wait before the second try; it doubles for each further one. */
  backoffMs: number;
}

/** How long this server trusts its list of a table's hooks (another server may have changed them). */
const CACHE_MS = 2000;
/** The cluster bus channel of hook changes (no payload: every copy is dropped). */
const CHANGED_CHANNEL = 'webhooks.changed';

const eventData = (c: RowChange): HookEventData => ({
  event: c.op,
  projectId: c.projectId,
  tn: c.tn,
  pk: c.pk,
  row: c.row ?? null,
  previous: c.previous ?? null,
  changes: c.changes,
  user: c.userId || c.userEmail ? { id: c.userId, email: c.userEmail ?? null } : null,
  at: new Date().toISOString(),
});

export class WebhookService {
  private readonly cache = new Map<string, { at: number; hooks: Promise<StoredHook[]> }>();

  constructor(
    readonly store: HookStore,
    private readonly jobs: JobsService,
    private readonly projects: ProjectsService,
    private readonly settings: () => Promise<WebhookSettings>,
    private readonly log: ServerContext['log'],
  ) {}

  private bus?: ClusterBus;

  /** Hooks were created, changed or removed on this server: read them again here and on the others. */
  tablesChanged(): void {
    this.cache.clear();
    if (this.bus?.reachesOtherServers) void this.bus.publish(CHANGED_CHANNEL, {});
  }

  /** Other servers sharing the meta store: their hook changes drop this server's copies at once. */
  followCluster(bus: ClusterBus): void {
    this.bus = bus;
    bus.subscribe(CHANGED_CHANNEL, () => this.cache.clear());
  }

  /** A table's schema changed (here or, without its renames, on another server): its hooks may be under another name now. */
  schemaChanged(): void {
    this.cache.clear();
  }

  private firing(table: HookTable, event: HookEvent): Promise<StoredHook[]> {
    const key = JSON.stringify([table.projectId, table.dbAlias, table.tn, event]);
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.hooks;
    const hooks = this.store.firing(table, event);
    this.cache.set(key, { at: now, hooks });
    hooks.catch(() => this.cache.delete(key));
    return hooks;
  }

  /** The row-change tap: queues the deliveries, never waits for one. A failure is logged, the write stands. */
  async onRowsChanged(changes: RowChange[]): Promise<void> {
    try {
      const queued: Promise<string>[] = [];
      let options: { attempts: number; backoffMs: number } | undefined;
      for (const change of changes) {
        const hooks = await this.firing({ projectId: change.projectId, dbAlias: change.dbAlias, tn: change.tn }, change.op);
        if (hooks.length === 0) continue;
        options ??= await this.settings();
        const event = eventData(change);
        for (const hook of hooks) {
          const job: DeliveryJob = { hookId: hook.id, deliveryId: newDeliveryId(), event };
          queued.push(this.jobs.enqueue(DELIVERY_JOB, job, { attempts: options.attempts, backoffMs: options.backoffMs }));
        }
      }
      await Promise.all(queued);
    } catch (err) {
      this.log.error('webhooks: could not queue deliveries', err);
    }
  }

  /** Runs one try of a queued delivery; throws when it failed, so the job is retried. */
  async runJob(job: DeliveryJob, attempt: number): Promise<unknown> {
    const hook = await this.store.byId(job.hookId);
    if (!hook || !hook.enabled) return { skipped: 'The webhook was removed or disabled' };
    if (hook.condition) {
      let match: boolean;
      try {
        const meta = await this.projects.tableMeta(hook.projectId, hook.tn, hook.dbAlias);
        match = matches(compileCondition(hook.condition, meta), job.event.row ?? job.event.previous ?? {});
      } catch (err) {
        // The table or a column of the condition is gone: nothing to retry.
        return { skipped: `The condition cannot be checked: ${err instanceof Error ? err.message : String(err)}` };
      }
      if (!match) return { skipped: 'The row does not match the condition' };
    }
    const delivery = await deliverOnce(
      this.store,
      hook,
      job.event,
      { deliveryId: job.deliveryId, attempt, test: false },
      await this.settings(),
    );
    if (delivery.error) throw new Error(delivery.error);
    return { status: delivery.status };
  }

  /** 'Test webhook': a sample event of the table sent now (one try), answering the logged try. */
  async test(hook: StoredHook, meta: TableMeta, event: HookEvent, user: HookEventData['user']): Promise<DeliveryRecord> {
    const columns = meta.columns.map((c) => c.cn).slice(0, 20);
    const sample = sampleEvent(hook.projectId, hook.tn, event, columns, user);
    return deliverOnce(this.store, hook, sample, { deliveryId: newDeliveryId(), attempt: 1, test: true }, await this.settings());
  }
}
