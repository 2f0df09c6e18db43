import { makeAutoObservable } from 'mobx';

/** 000 s.4: the transfer loading bar stays 3 s after the last report and updates at most every 200 ms. */
export const TRANSFER_BAR_MS = 3000;
export const TRANSFER_THROTTLE_MS = 200;

/**
 * Nested start/stop pairs are counted (spec 000 s.4): busy until every started task stopped.
 * Upload / download progress drives a separate determinate bar; online status follows the
 * window's online / offline events.
 */
export class ProgressState {
  count = 0;
  /** Percentage of the running transfer (0-100), or null when no bar shows. */
  transferPercent: number | null = null;
  online: boolean;
  private lastTransferAt = -Infinity;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly unlisten: () => void;

  constructor(
    private readonly now: () => number = Date.now,
    target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = typeof window === 'undefined' ? null : window,
  ) {
    this.online = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
    makeAutoObservable<ProgressState, 'lastTransferAt' | 'hideTimer' | 'unlisten' | 'now'>(
      this,
      { lastTransferAt: false, hideTimer: false, unlisten: false, now: false },
      { autoBind: true },
    );
    const goOnline = () => this.setOnline(true);
    const goOffline = () => this.setOnline(false);
    target?.addEventListener('online', goOnline);
    target?.addEventListener('offline', goOffline);
    this.unlisten = () => {
      target?.removeEventListener('online', goOnline);
      target?.removeEventListener('offline', goOffline);
    };
  }

  get active(): boolean {
    return this.count > 0;
  }

  start(): void {
    this.count++;
  }

  stop(): void {
    this.count = Math.max(0, this.count - 1);
  }

  async track<T>(task: Promise<T>): Promise<T> {
    this.start();
    try {
      return await task;
    } finally {
      this.stop();
    }
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  /**
   * An upload or download reported `loaded` of `total` bytes. Reports closer than 200 ms to the
   * last shown one are dropped (except completion); the bar hides 3 s after the last shown report.
   */
  transfer(loaded: number, total: number): void {
    const done = total > 0 && loaded >= total;
    const at = this.now();
    if (!done && at - this.lastTransferAt < TRANSFER_THROTTLE_MS) return;
    this.lastTransferAt = at;
    this.transferPercent = total > 0 ? Math.min(100, Math.max(0, Math.round((loaded / total) * 100))) : 0;
    if (this.hideTimer) clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => this.endTransfer(), TRANSFER_BAR_MS);
  }

  endTransfer(): void {
    this.transferPercent = null;
    this.hideTimer = null;
  }

  dispose(): void {
    if (this.hideTimer) clearTimeout(this.hideTimer);
    this.unlisten();
  }
}
