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

export { ClusterBusToken } from '../service-tokens.js';
