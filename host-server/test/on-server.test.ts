import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { definePlugin, defineManifest } from '@plinth/sdk';
import { bootTestHost } from '@plinth/sdk/testing';

describe('ctx.http.onServer', () => {
  it('hands plugins the listening server once, again after a re-enable, and detaches before the server closes', async () => {
    const events: string[] = [];
    const plugin = definePlugin({
      manifest: defineManifest({ id: 'server-probe', version: '0.0.0', displayName: 'Server probe' }),
      server: {
        setup(ctx) {
          ctx.http.onServer((server: Server) => {
            events.push(`attach ${server.listening} ${(server.address() as AddressInfo).port}`);
            return () => {
              events.push(`detach ${server.listening}`);
            };
          });
        },
      },
    });
    const h = await bootTestHost({ plugins: [plugin] });
    const port = new URL(h.url).port;
    expect(events).toEqual([`attach true ${port}`]);

    expect((await h.request('/api/v1/plugins/server-probe/disable', { method: 'POST' })).status).toBe(200);
    expect(events.slice(1)).toEqual(['detach true']);
    expect((await h.request('/api/v1/plugins/server-probe/enable', { method: 'POST' })).status).toBe(200);
    expect(events.slice(2)).toEqual([`attach true ${port}`]);

    await h.close();
    // Detached while the server still listened, and only once (the plugin's stop does not repeat it).
    expect(events.slice(3)).toEqual(['detach true']);
  });
});
