#!/usr/bin/env node
// `pnpm start`: builds the web app if it is missing and compiles the server if its sources changed
// (scripts/build-server.mjs), then runs the compiled host-server: no TypeScript compiled at run time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'host-web', 'dist', 'index.html'))) {
  console.info('Building the web app (first start)...');
  const build = spawnSync('pnpm', ['--filter', '@plinth/host-web', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await ensureServerBuild();

// Production unless told otherwise: graphql-js skips its development checks (a large share of
// a GraphQL request otherwise) and express its development behaviour. The export condition
// points the workspace packages (@plinth/sdk, @plinth/kernel) at their compiled files.
const server = spawn(process.execPath, ['--conditions=plinth-compiled', join(root, 'host-server', 'dist', 'src', 'main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
