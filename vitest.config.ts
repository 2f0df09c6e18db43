import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (node: kernel, sdk, host-server, plugin servers, against real
 * databases), `web` (jsdom: host-web and plugin web parts), `browser` (node driving Debian
 * chromium against a built app).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['kernel/test/**/*.test.ts', 'sdk/test/**/*.test.ts', 'host-server/test/**/*.test.ts', 'plugins/*/test/**/*.test.ts', 'test/*/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/*.web.test.tsx', '**/node_modules/**'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      'host-web/vitest.config.{ts,mts}',
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['**/test/**/*.browser.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One chromium at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
