/**
 * How many rows (or files) one visitor may submit through one shared form: a fixed window per
 * link and client address. Counted in a `SharedCounter` when one is given (the cluster plugin:
 * Redis, so every server behind a balancer counts the same submissions), else in memory on this
 * server.
 */
import type { SharedCounter } from '@plinth/sdk/server';

export interface SubmitLimitOptions {
  /** Names the counters (`views-<name>:<link>:<address>`): each limit counts apart. */
  name: string;
  /** Submissions allowed per link and address within `windowMs`. */
  max: number;
  windowMs: number;
  /** Most link / address pairs remembered in memory (oldest forgotten first). */
  maxEntries: number;
  now?: () => number;
}

export const DEFAULT_SUBMIT_LIMIT: SubmitLimitOptions = { name: 'submit', max: 20, windowMs: 60_000, maxEntries: 50_000 };
export const DEFAULT_UPLOAD_LIMIT: SubmitLimitOptions = { name: 'upload', max: 30, windowMs: 60_000, maxEntries: 50_000 };

export class SubmitLimit {
  private readonly windows = new Map<string, { since: number; count: number }>();
  private readonly now: () => number;

  constructor(
    private readonly options: SubmitLimitOptions = DEFAULT_SUBMIT_LIMIT,
    private readonly counter?: SharedCounter,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Counts one submission; false when the pair is over its limit. */
  async take(shareId: string, address: string): Promise<boolean> {
    // Counted first and compared after (one atomic INCR in Redis), so submissions racing on
    // several servers cannot all pass a check made before any of them is counted. Tries over
    // the limit count too; the window still ends `windowMs` after its first hit.
    if (this.counter)
      return (await this.counter.increment(`views-${this.options.name}:${shareId}:${address}`, this.options.windowMs)) <= this.options.max;
    return this.takeHere(`${shareId}\u0000${address}`);
  }

  private takeHere(key: string): boolean {
    const now = this.now();
    const open = this.windows.get(key);
    const current = open && now - open.since < this.options.windowMs ? open : { since: now, count: 0 };
    if (current.count >= this.options.max) return false;
    this.windows.delete(key);
    this.windows.set(key, { since: current.since, count: current.count + 1 });
    while (this.windows.size > this.options.maxEntries) this.windows.delete(this.windows.keys().next().value as string);
    return true;
  }
}
