import { definePlugin } from '@plinth/sdk';
import { ViewTypeToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { messages } from './messages/index.js';
import { galleryViewType } from './view-type.js';

export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      ctx.services.provide(ViewTypeToken, galleryViewType);
    },
  },
});
