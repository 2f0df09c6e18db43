import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Test files of the web projects, repo-relative. */
const isWebTest = (path: string) => /^host-web\/test\/.*\.test\.tsx$/.test(path) || /^plugins\/[^/]+\/test\/.*\.web\.test\.tsx$/.test(path);

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, out);
    else out.push(relative(repoRoot, path));
  }
  return out;
}

/**
 * Web test files that mock a module (`vi.mock`): a worker that already loaded the real module for
 * an earlier file would hand it to them, so they run in a fresh worker each (`web-mocks`).
 */
const mockingFiles = [
  join(repoRoot, 'host-web', 'test'),
  ...readdirSync(join(repoRoot, 'plugins')).map((p) => join(repoRoot, 'plugins', p, 'test')),
]
  .flatMap((dir) => {
    try {
      return filesUnder(dir);
    } catch {
      return [];
    }
  })
  .filter((path) => isWebTest(path) && /\bvi\.(mock|doMock)\(/.test(readFileSync(join(repoRoot, path), 'utf8')));

/**
 * A web project: the frame and plugin web parts under jsdom, with the app's Vite config. `web`
 * (this file's default) runs the files that mock nothing in reused workers, which load React,
 * Primer and the frame once rather than per file; `web-mocks` the others, one fresh worker each.
 */
export function webProject(mocks: boolean) {
  return mergeConfig(
    viteConfig,
    defineProject({
      test: {
        name: mocks ? 'web-mocks' : 'web',
        environment: 'jsdom',
        // Test paths are repo-relative, so plugin web tests are found next to the frame's.
        dir: repoRoot,
        include: mocks ? mockingFiles : ['host-web/test/**/*.test.tsx', 'plugins/*/test/**/*.web.test.tsx'],
        exclude: mocks ? [] : ['**/node_modules/**', ...mockingFiles],
        isolate: mocks,
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
}

export default webProject(false);
