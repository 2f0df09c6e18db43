#!/usr/bin/env node
// `pnpm start`: builds the web app if it is missing, then runs host-server (TypeScript through tsx).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'host-web', 'dist', 'index.html'))) {
  console.info('Building the web app (first start)...');
  const build = spawnSync('pnpm', ['--filter', '@plinth/host-web', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Production unless told otherwise: graphql-js skips its development checks (a large share of
// a GraphQL request otherwise) and express its development behaviour.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'host-server', 'src', 'main.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
