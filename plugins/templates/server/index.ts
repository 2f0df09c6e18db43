import { definePlugin } from '@plinth/sdk';
import { manifest } from '../manifest.js';
import { TemplateImporter } from './importer.js';
import { migrations } from './migrations.js';
import { publishRoutes } from './publish.js';
import { registerTemplateOperations } from './rpc.js';
import { templateRoutes } from './routes.js';
import { TemplateStore } from './store.js';
import { messages } from './messages/index.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    migrations,
    setup(ctx) {
      const store = new TemplateStore(ctx.meta);
      ctx.http.mount('/api/v1/nc/templates', templateRoutes(ctx, store));
      ctx.http.mount('/api/v1/projectTemplateCreate', publishRoutes(ctx));
      registerTemplateOperations(ctx, new TemplateImporter(ctx, store));
    },
  },
});
