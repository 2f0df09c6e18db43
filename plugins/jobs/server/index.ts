import { definePlugin, z } from '@plinth/sdk';
import { JobsToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { metaStoreEngine } from './meta-engine.js';
import { migrations } from './store.js';
import { messages } from './messages/index.js';

const settings = z.object({
  /** `redis://...`: BullMQ on the Redis every server shares; unset: `PLINTH_REDIS_URL`, else the meta store. Write-only: it may hold a password. */
  redisUrl: z.string().url('redisUrl must be a URL').optional().meta({ writeOnly: true }),
  /** Key prefix in Redis, so installs sharing one Redis keep their queues apart. */
  queuePrefix: z
    .string()
    .regex(/^[\w-]{1,40}$/, 'queuePrefix: letters, digits, _ and -')
    .default('plinth'),
});
type JobsSettings = z.infer<typeof settings>;

export default definePlugin<JobsSettings>({
  manifest,
  server: {
    messages,
    migrations,
    settings,
    async setup(ctx) {
      const { redisUrl, queuePrefix } = await ctx.settings.get();
      const url = redisUrl ?? (process.env.PLINTH_REDIS_URL || undefined);
      // BullMQ (and ioredis) load only when a Redis is configured: a noticeable share of the start otherwise.
      const engine = url
        ? (await import('./bullmq-engine.js')).bullmqEngine(url, queuePrefix, ctx.log)
        : metaStoreEngine(ctx.meta, ctx.log);
      ctx.services.provide(JobsToken, engine);
      ctx.onDispose(() => engine.close());
    },
  },
});
