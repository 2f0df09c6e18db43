/**
 * Global setup of the `consistency` project (vitest.config.ts): compiles the server when its
 * sources changed, once before the files that start it (server-process.ts) run side by side.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export default async function setup(): Promise<void> {
  const { ensureServerBuild } = (await import(join(repoRoot, 'scripts', 'build-server.mjs'))) as {
    ensureServerBuild(options?: { quiet?: boolean }): Promise<boolean>;
  };
  await ensureServerBuild({ quiet: true });
}
