import { definePlugin } from '@plinth/sdk';
import { DialectToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { createSqliteDialect } from './dialect.js';
import { messages } from './messages/index.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      ctx.services.provide(
        DialectToken,
        createSqliteDialect({ dataDir: ctx.config.dataDir, externalDirs: ctx.config.externalDatabases.sqliteDirs }),
      );
    },
  },
});
