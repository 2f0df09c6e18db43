/**
 * `xcRelease` (000 s.7; s.3 release state, s.9 release check every 10 minutes): the newest
 * published version of Plinth on the npm registry (`PLINTH_NPM_REGISTRY`, default the public one),
 * read through the SSRF guard with a short time limit and kept for 10 minutes, so the release
 * banner of every open app costs the registry one request per server per 10 minutes. An
 * unreachable registry answers `{ version: 'unknown' }` (kept for a minute), never an error.
 */
import semver from 'semver';
import { SIGNED_IN } from '@plinth/sdk';
import { safeFetch } from '@plinth/sdk/server';
import type { RpcRegistry } from './rpc.js';

export const RELEASE_CACHE_MS = 10 * 60 * 1000;
const RELEASE_FAILURE_CACHE_MS = 60 * 1000;
const RELEASE_TIMEOUT_MS = 3000;

export type ReleaseAnswer = { version: string; current: string; updateAvailable: boolean } | { version: 'unknown'; current: string };

export interface ReleaseSource {
  /** The npm package name Plinth is published as. */
  packageName: string;
  /** The running version. */
  current: string;
  /** Registry base URL, without a trailing slash. */
  registry: string;
  now?: () => number;
}

/** Reads the registry's `dist-tags.latest` for the package, cached. */
export class ReleaseCheck {
  private cached: { at: number; ttl: number; answer: Promise<ReleaseAnswer> } | undefined;

  constructor(private readonly source: ReleaseSource) {}

  latest(): Promise<ReleaseAnswer> {
    const now = (this.source.now ?? Date.now)();
    if (this.cached && now - this.cached.at < this.cached.ttl) return this.cached.answer;
    const entry = { at: now, ttl: RELEASE_CACHE_MS, answer: this.read() };
    void entry.answer.then((a) => {
      if (a.version === 'unknown') entry.ttl = RELEASE_FAILURE_CACHE_MS;
    });
    this.cached = entry;
    return entry.answer;
  }

  private async read(): Promise<ReleaseAnswer> {
    const { packageName, current, registry } = this.source;
    try {
      const res = await safeFetch(`${registry.replace(/\/+$/, '')}/${encodeURIComponent(packageName).replace(/^%40/, '@')}`, {
        headers: { accept: 'application/vnd.npm.install-v1+json, application/json' },
        timeoutMs: RELEASE_TIMEOUT_MS,
        maxBytes: 20 * 1024 * 1024,
      });
      if (res.status !== 200) return { version: 'unknown', current };
      const doc = JSON.parse(res.body.toString('utf8')) as { 'dist-tags'?: { latest?: unknown } };
      const latest = doc['dist-tags']?.latest;
      if (typeof latest !== 'string' || !semver.valid(latest)) return { version: 'unknown', current };
      return { version: latest, current, updateAvailable: semver.valid(current) ? semver.gt(latest, current) : latest !== current };
    } catch {
      return { version: 'unknown', current };
    }
  }
}

export function addReleaseOperation(rpc: RpcRegistry, source: ReleaseSource): () => void {
  const check = new ReleaseCheck(source);
  return rpc.add('host', 'xcRelease', () => check.latest(), { permission: SIGNED_IN });
}
