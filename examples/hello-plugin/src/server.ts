import { definePlugin, SIGNED_IN, z } from '@plinth/sdk';
import { createRouter } from '@plinth/sdk/server';

const manifest = { id: 'hello', version: '1.0.0', displayName: 'Hello' };

export default definePlugin({
  manifest,
  server: {
    setup(ctx) {
      const router = createRouter();
      router.get('/', ctx.http.requirePermission(SIGNED_IN), (req, res) => {
        res.json({ msg: `Hello, ${req.principal?.email ?? 'friend'}!` });
      });
      ctx.http.mount('/api/v1/hello', router);
      ctx.rpc.operation('helloGreet', ({ args }) => ({ greeting: `Hello, ${args.name}!` }), {
        permission: SIGNED_IN,
        args: z.object({ name: z.string().min(1).max(100) }),
      });
    },
  },
});
