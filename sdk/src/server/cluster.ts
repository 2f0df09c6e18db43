/**
 * Messages between the servers that share one meta store (scale-out): a plugin that caches what
 * the meta store holds (access rules, ...) publishes a change, and every server's subscribers,
 * this one's included, drop their copy at once. A plugin provides it (`ClusterBusToken`); without
 * one, or when `reachesOtherServers` is false, caches must expire on their own.
 */
export interface ClusterBus {
  /** True when messages reach other servers (Redis configured), false for this process only. */
  readonly reachesOtherServers: boolean;
  /** Sends a JSON message on `channel` to every server's subscribers (this server's at once); a failure to reach the others is logged, never thrown. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for each message on `channel`; answers the function that stops it. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
}

/**
 * Counters every server sharing the meta store adds to (Redis when configured), for limits that
 * must hold across servers (wrong share-link passwords, a shared form's submissions). Provided by the cluster plugin
 * (`SharedCounterToken`: in its process when it has no Redis); without one, count in memory.
 */
export interface SharedCounter {
  /** Adds one to `key` and answers the new count; the count starts over `windowMs` after its first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  /** The count of `key` in its current window (0 when none). */
  get(key: string): Promise<number>;
}

export { ClusterBusToken, SharedCounterToken } from '../service-tokens.js';
