import { definePlugin, z } from '@plinth/sdk';
import { ClusterBusToken, SharedCounterToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { localBus, localCounter, redisBus } from './bus.js';
import { messages } from './messages/index.js';

const settings = z.object({
  /** `redis://...`: messages reach every server that uses the same Redis; unset: `PLINTH_REDIS_URL`, else this server only. Write-only: it may hold a password. */
  redisUrl: z.string().url('redisUrl must be a URL').optional().meta({ writeOnly: true }),
});
type ClusterSettings = z.infer<typeof settings>;

export default definePlugin<ClusterSettings>({
  manifest,
  server: {
    messages,
    settings,
    async setup(ctx) {
      // The same fallback as the jobs and live plugins: one variable serves every server's plugins.
      const redisUrl = (await ctx.settings.get()).redisUrl ?? (process.env.PLINTH_REDIS_URL || undefined);
      if (!redisUrl) {
        ctx.services.provide(SharedCounterToken, localCounter());
        return void ctx.services.provide(ClusterBusToken, localBus(ctx.log));
      }
      const { bus, counter, close } = await redisBus(redisUrl, ctx.log);
      ctx.services.provide(ClusterBusToken, bus);
      ctx.services.provide(SharedCounterToken, counter);
      ctx.onDispose(close);
    },
  },
});
