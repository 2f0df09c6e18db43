/**
 * How many rows one visitor may submit through one shared form: a fixed window per link and
 * client address, in memory per server (a few processes multiply the limit, still bounded).
 */
export interface SubmitLimitOptions {
  /** Submissions allowed per link and address within `windowMs`. */
  max: number;
  windowMs: number;
  /** Most link / address pairs remembered (oldest forgotten first). */
  maxEntries: number;
  now?: () => number;
}

const DEFAULT_SUBMIT_LIMIT: SubmitLimitOptions = { max: 20, windowMs: 60_000, maxEntries: 50_000 };

export class SubmitLimit {
  private readonly windows = new Map<string, { since: number; count: number }>();
  private readonly now: () => number;

  constructor(private readonly options: SubmitLimitOptions = DEFAULT_SUBMIT_LIMIT) {
    this.now = options.now ?? Date.now;
  }

  /** Counts one submission; false when the pair is over its limit (nothing is counted then). */
  take(shareId: string, address: string): boolean {
    const key = `${shareId}\u0000${address}`;
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
