import { definePlugin } from '@plinth/sdk';
import { ViewTypeToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { calendarViewType } from './view-type.js';

export default definePlugin({
  manifest,
  server: {
    setup(ctx) {
      ctx.services.provide(ViewTypeToken, calendarViewType);
    },
  },
});
