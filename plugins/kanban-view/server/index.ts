import { definePlugin } from '@plinth/sdk';
import { ViewTypeToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { kanbanViewType } from './view-type.js';
import { messages } from './messages/index.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      ctx.services.provide(ViewTypeToken, kanbanViewType);
    },
  },
});
