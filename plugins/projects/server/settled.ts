/**
 * What a cached load resolved to, keyed by the cached promise itself: the data path reads meta
 * and records without awaiting (a few promises less per request), and whatever drops or
 * replaces a cache entry drops this with it.
 */
export class SettledValues {
  private readonly values = new WeakMap<Promise<unknown>, unknown>();

  /** Keeps what `pending` resolves to (or `index` of it); nothing when it rejects. */
  track<T>(pending: Promise<T>, index?: (value: T) => unknown): void {
    pending.then(
      (value) => this.values.set(pending, index ? index(value) : value),
      () => undefined,
    );
  }

  /** The settled value of a tracked promise, undefined while it is pending. */
  of<T>(pending: Promise<unknown> | undefined): T | undefined {
    return pending && (this.values.get(pending) as T | undefined);
  }
}
