import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The `web` project: the frame and plugin web parts under jsdom, with the app's Vite config. */
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      // Test paths are repo-relative, so plugin web tests are found next to the frame's.
      dir: repoRoot,
      include: ['host-web/test/**/*.test.tsx', 'plugins/*/test/**/*.web.test.tsx'],
      setupFiles: [fileURLToPath(new URL('./test/setup.ts', import.meta.url))],
      // Screens driven through the whole frame take seconds on a busy two-core machine.
      testTimeout: 20_000,
      // Runs in one group with the `unit` project, whose worker count it must match (vitest.config.ts).
      maxWorkers: 2,
      // Primer imports its own CSS files; inlining lets Vite handle them instead of Node.
      server: { deps: { inline: [/@primer\/react/] } },
    },
  }),
);
