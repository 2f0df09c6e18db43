import { definePlugin } from '@plinth/sdk';
import { manifest } from '../manifest.js';
import { apiCallArgs, sendApiCall } from './api-call.js';
import { messages } from './messages/index.js';

/** The API client's server half: `handleApiCall`, a request sent by the server for the client (000 s.7). */
export default definePlugin({
  manifest,
  server: {
    messages,
    setup(ctx) {
      ctx.rpc.operation('handleApiCall', ({ args }) => sendApiCall(args), { permission: 'handleApiCall', args: apiCallArgs });
    },
  },
});
