import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { isRecord, readJson, STORAGE_PREFIX, writeJson } from './persist.js';

export const RELEASE_KEY = `${STORAGE_PREFIX}release`;
/** 000 s.9: the release check repeats every 10 minutes; the banner waits 1 s after start. */
export const RELEASE_CHECK_MS = 10 * 60 * 1000;
const RELEASE_BANNER_DELAY_MS = 1000;

/**
 * The newest release a feed announces: `{ docker: { upgrade: '1.2.3' } }`, `{ docker: { upgrade:
 * true, name: '1.2.3' } }` (release info of 000 s.3) or `{ version: '1.2.3' }`; null otherwise.
 */
export function releaseVersionOf(feed: unknown): string | null {
  if (!isRecord(feed)) return null;
  const docker = isRecord(feed.docker) ? feed.docker : null;
  if (docker) {
    if (typeof docker.upgrade === 'string' && docker.upgrade) return docker.upgrade;
    if (docker.upgrade === true && typeof docker.name === 'string' && docker.name) return docker.name;
    return null;
  }
  return typeof feed.version === 'string' && feed.version ? feed.version : null;
}

export interface ReleaseStateOptions {
  storage: Storage | null;
  /** The feed used until one is configured in the settings (build-time setting); '' means off. */
  defaultFeedUrl: string;
  /** Whether checks run at all (the UI setting `checkForUpdate`). */
  enabled(): boolean;
  /** The running version, never announced as an upgrade. */
  currentVersion(): string | null;
  fetch?: typeof fetch;
  /**
   * The server's release check (`xcRelease`: the newest Plinth on its npm registry), used when no
   * feed URL is set; `ready()` says whether it may be called now (someone is signed in).
   */
  server?: { ready(): boolean; latest(): Promise<unknown> };
}

/**
 * Release state of 000 s.3/s.4: reads the feed when started and every 10 minutes; 'Upgrade
 * available' shows 1 s after start when the announced version differs from the hidden one (and
 * from the running one). Hiding stores that version. An unset or unreachable feed is silence.
 */
export class ReleaseState {
  releaseVersion: string | null = null;
  hiddenRelease: string | null = null;
  /** The configured feed URL ('' = use the default). */
  feedUrl = '';
  private delayPassed = false;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private interval: ReturnType<typeof setInterval> | null = null;
  private readonly disposers: (() => void)[] = [];

  constructor(private readonly options: ReleaseStateOptions) {
    const stored = readJson(options.storage, RELEASE_KEY);
    if (isRecord(stored)) {
      if (typeof stored.hiddenRelease === 'string') this.hiddenRelease = stored.hiddenRelease;
      if (typeof stored.feedUrl === 'string') this.feedUrl = stored.feedUrl;
    }
    makeObservable<ReleaseState, 'delayPassed' | 'setRelease' | 'passDelay'>(this, {
      releaseVersion: observable,
      hiddenRelease: observable,
      feedUrl: observable,
      delayPassed: observable,
      effectiveFeedUrl: computed,
      bannerVisible: computed,
      hide: action.bound,
      setFeedUrl: action.bound,
      setRelease: action,
      passDelay: action,
    });
    this.disposers.push(
      reaction(
        () => ({ hiddenRelease: this.hiddenRelease, feedUrl: this.feedUrl }),
        (value) => writeJson(options.storage, RELEASE_KEY, value),
      ),
    );
  }

  get effectiveFeedUrl(): string {
    return (this.feedUrl || this.options.defaultFeedUrl).trim();
  }

  get bannerVisible(): boolean {
    const version = this.releaseVersion;
    return this.delayPassed && version !== null && version !== this.hiddenRelease && version !== this.options.currentVersion();
  }

  /** First check now, then every 10 minutes; the banner may show from 1 s on. */
  start(): void {
    this.timers.push(setTimeout(() => this.passDelay(), RELEASE_BANNER_DELAY_MS));
    void this.check();
    this.interval = setInterval(() => void this.check(), RELEASE_CHECK_MS);
    // Turning checks on, or another feed, takes effect at once.
    this.disposers.push(
      reaction(
        () => [this.options.enabled(), this.effectiveFeedUrl, this.options.server?.ready() ?? false] as const,
        () => void this.check(),
      ),
    );
  }

  async check(): Promise<void> {
    const url = this.effectiveFeedUrl;
    if (!this.options.enabled()) return this.setRelease(null);
    if (!url) return this.checkServer();
    const doFetch = this.options.fetch ?? ((input, init) => fetch(input, init));
    try {
      const res = await doFetch(url, { headers: { accept: 'application/json' } });
      // A feed that moved on while this one answered is not the one in use.
      if (url !== this.effectiveFeedUrl) return;
      this.setRelease(res.ok ? releaseVersionOf(await res.json()) : null);
    } catch {
      // Unreachable feed: no notice and no error shown (000 s.4).
      this.setRelease(null);
    }
  }

  /** `xcRelease` when no feed is set: `{ version, updateAvailable }`, or `{ version: 'unknown' }` (silence) when the registry did not answer. */
  private async checkServer(): Promise<void> {
    const server = this.options.server;
    if (!server?.ready()) return this.setRelease(null);
    try {
      const answer = await server.latest();
      if (this.effectiveFeedUrl) return;
      // Only a newer version than the running one is announced (never 'unknown', never an older one).
      const newer = isRecord(answer) && answer.updateAvailable === true;
      this.setRelease(newer ? releaseVersionOf(answer) : null);
    } catch {
      this.setRelease(null);
    }
  }

  hide(): void {
    if (this.releaseVersion) this.hiddenRelease = this.releaseVersion;
  }

  setFeedUrl(url: string): void {
    this.feedUrl = url.trim();
  }

  private setRelease(version: string | null): void {
    this.releaseVersion = version;
  }

  private passDelay(): void {
    this.delayPassed = true;
  }

  dispose(): void {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
    if (this.interval) clearInterval(this.interval);
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}
