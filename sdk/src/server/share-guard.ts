/**
 * Password checks of share links (a shared view, a shared base): a per-link limit on wrong passwords, and a short memory of
 * passwords already verified, so a visitor paging through rows does not cost an scrypt hash per
 * request. Verified passwords are kept in memory, per server; wrong ones are counted in a
 * `SharedCounter` when one is given (every server behind a balancer counts the same tries),
 * else in memory.
 */
import { createHash } from 'node:crypto';
import type { SharedCounter } from './cluster.js';
import { verifyPassword } from './passwords.js';

export interface ShareGuardOptions {
  /** Wrong passwords allowed per link within `windowMs` before further tries get 429. */
  maxFailures: number;
  windowMs: number;
  /** How long a verified password is trusted without hashing again. */
  verifiedTtlMs: number;
  /** Most links / verified passwords remembered (oldest forgotten first). */
  maxEntries: number;
  now?: () => number;
}

const DEFAULT_SHARE_GUARD: ShareGuardOptions = { maxFailures: 10, windowMs: 60_000, verifiedTtlMs: 10 * 60_000, maxEntries: 10_000 };

export type PasswordCheck = 'ok' | 'invalid' | 'limited';

/** Inserts into a Map used as a bounded, insertion-ordered cache. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
}

export class ShareGuard {
  private readonly failures = new Map<string, { since: number; count: number }>();
  /** `shareId \0 sha256(password)` -> the stored hash it matched and when. */
  private readonly verified = new Map<string, { hash: string; at: number }>();
  private readonly now: () => number;

  constructor(
    private readonly options: ShareGuardOptions = DEFAULT_SHARE_GUARD,
    private readonly counter?: SharedCounter,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Checks `password` against the link's stored hash. */
  async check(shareId: string, password: string, storedHash: string): Promise<PasswordCheck> {
    const key = `${shareId}\u0000${createHash('sha256').update(password).digest('hex')}`;
    const known = this.verified.get(key);
    // Keyed by the stored hash too: a changed password invalidates what was verified before.
    if (known && known.hash === storedHash && this.now() - known.at < this.options.verifiedTtlMs) return 'ok';
    const counted = this.counter && `share-guard:${shareId}`;
    if (counted ? (await this.counter!.get(counted)) >= this.options.maxFailures : this.limited(shareId)) return 'limited';
    if (await verifyPassword(password, storedHash)) {
      remember(this.verified, key, { hash: storedHash, at: this.now() }, this.options.maxEntries);
      return 'ok';
    }
    if (counted) await this.counter!.increment(counted, this.options.windowMs);
    else this.fail(shareId);
    return 'invalid';
  }

  private limited(shareId: string): boolean {
    const f = this.failures.get(shareId);
    if (!f) return false;
    if (this.now() - f.since >= this.options.windowMs) {
      this.failures.delete(shareId);
      return false;
    }
    return f.count >= this.options.maxFailures;
  }

  private fail(shareId: string): void {
    const f = this.failures.get(shareId);
    const now = this.now();
    if (f && now - f.since < this.options.windowMs) f.count += 1;
    else remember(this.failures, shareId, { since: now, count: 1 }, this.options.maxEntries);
  }
}
