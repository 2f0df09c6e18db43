/**
 * The two kinds of cluster bus: this process only, and Redis pub/sub. Every message goes out on
 * one Redis channel as `{ origin, channel, message }`; a server delivers its own messages at once
 * and skips their echo, so a publisher's caches never wait on Redis.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '@plinth/sdk';
import type { ClusterBus, SharedCounter } from '@plinth/sdk/server';

type Handler = (message: unknown) => void;

/** Subscribers per channel, called one by one; a failing handler is logged, the others still run. */
class Subscribers {
  private readonly byChannel = new Map<string, Set<Handler>>();
  constructor(private readonly log: Logger) {}

  add(channel: string, handler: Handler): () => void {
    const set = this.byChannel.get(channel) ?? new Set();
    this.byChannel.set(channel, set.add(handler));
    return () => void set.delete(handler);
  }

  deliver(channel: string, message: unknown): void {
    for (const handler of this.byChannel.get(channel) ?? []) {
      try {
        handler(message);
      } catch (err) {
        this.log.error(`A subscriber of '${channel}' failed`, err);
      }
    }
  }
}

/** One server: messages reach this process's subscribers only. */
export function localBus(log: Logger): ClusterBus {
  const subscribers = new Subscribers(log);
  return {
    reachesOtherServers: false,
    publish: async (channel, message) => subscribers.deliver(channel, message),
    subscribe: (channel, handler) => subscribers.add(channel, handler),
  };
}

/** One server: counters in this process (bounded: expired ones go first, then the oldest). */
export function localCounter(now: () => number = Date.now): SharedCounter {
  const counts = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const c = counts.get(key);
    if (c && c.until <= now()) counts.delete(key);
    return c && c.until > now() ? c : undefined;
  };
  return {
    async increment(key, windowMs) {
      const c = live(key) ?? { count: 0, until: now() + windowMs };
      c.count += 1;
      if (!counts.has(key) && counts.size >= 10_000) {
        for (const [k, v] of counts) if (v.until <= now()) counts.delete(k);
        if (counts.size >= 10_000) counts.delete(counts.keys().next().value!);
      }
      counts.set(key, c);
      return c.count;
    },
    get: async (key) => live(key)?.count ?? 0,
  };
}

const REDIS_CHANNEL = 'plinth:cluster';

interface Envelope {
  origin: string;
  channel: string;
  message: unknown;
}

/** Several servers: Redis pub/sub (a publisher and a subscriber connection). Answers the bus, shared counters and its close. */
export async function redisBus(url: string, log: Logger): Promise<{ bus: ClusterBus; counter: SharedCounter; close(): Promise<void> }> {
  // Loaded only here: a single server without Redis never loads the client.
  const { createClient } = await import('redis');
  const origin = randomUUID();
  const subscribers = new Subscribers(log);
  const publisher = createClient({ url });
  const listener = publisher.duplicate();
  for (const client of [publisher, listener]) client.on('error', (err: unknown) => log.error('Redis (cluster messages)', err));
  await Promise.all([publisher.connect(), listener.connect()]);
  await listener.subscribe(REDIS_CHANNEL, (text: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return log.warn('A cluster message that is not JSON was ignored');
    }
    if (envelope.origin !== origin && typeof envelope.channel === 'string') subscribers.deliver(envelope.channel, envelope.message);
  });
  const bus: ClusterBus = {
    reachesOtherServers: true,
    async publish(channel, message) {
      subscribers.deliver(channel, message);
      // The change itself is done: a lost message is logged, and the subscribers' expiry covers it.
      await publisher
        .publish(REDIS_CHANNEL, JSON.stringify({ origin, channel, message } satisfies Envelope))
        .catch((err: unknown) => log.error(`Could not tell the other servers on '${channel}'`, err));
    },
    subscribe: (channel, handler) => subscribers.add(channel, handler),
  };
  const counter: SharedCounter = {
    async increment(key, windowMs) {
      const name = `plinth:count:${key}`;
      const count = await publisher.incr(name);
      // The window starts at the first hit; later hits do not extend it.
      if (count === 1) await publisher.pExpire(name, windowMs);
      return count;
    },
    get: async (key) => Number((await publisher.get(`plinth:count:${key}`)) ?? 0),
  };
  const close = async () => {
    await Promise.all([listener, publisher].map((c) => c.quit().catch(() => undefined)));
  };
  return { bus, counter, close };
}
