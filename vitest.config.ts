import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (node: kernel, sdk, host-server, plugin servers, against real
 * databases), `web` (jsdom: host-web and plugin web parts), `browser` (node driving Debian
 * chromium against a built app), and `consistency` (load and crash of a real server process,
 * test/security/consistency), which runs after the others.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'kernel/test/**/*.test.ts',
            'sdk/test/**/*.test.ts',
            'host-server/test/**/*.test.ts',
            'plugins/*/test/**/*.test.ts',
            'test/*/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.ts', '**/*.web.test.tsx', '**/node_modules/**', 'test/security/consistency/**'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Two files at a time (the default is one on 2 cores): most wait on a database or a
          // server, and each has its own databases, ports and queue prefixes. Unit and web run
          // as one group, so host-web/vitest.config.ts says the same.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'consistency',
          environment: 'node',
          include: ['test/security/consistency/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 90_000,
          // After every other project: 200 clients for 30 s per database (and servers killed and
          // restarted) would take the cores the other tests' time limits count on. Alone, the
          // SQLite and PostgreSQL files run side by side (the default is one worker on 2 cores).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          // The server they start is the compiled one `pnpm start` runs, built here when out of date.
          globalSetup: ['test/security/consistency/global-setup.ts'],
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
          // One file at a time on a 2-core machine, all on one chromium (sdk/src/testing/browser-setup.ts).
          fileParallelism: false,
          globalSetup: ['sdk/src/testing/browser-setup.ts'],
          // All files in one worker, which loads the host and its plugins once: a fresh worker per
          // file cost seconds each before its first test. Each file still boots its own host and
          // closes it (and restores the environment variables it set).
          isolate: false,
          // Last, as before: a non-isolated project has a group of its own (vitest's groups by
          // worker count), after the consistency runs.
          sequence: { groupOrder: 2 },
          // A page's answer to a click can take seconds on a loaded machine (a password hashed,
          // a socket reconnecting); Vitest's 1 s default made such polls fail though the app was right.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
