#!/usr/bin/env node
// `pnpm bench [name...]`: runs bench/<name>.ts (all when no name is given) through tsx.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench');
const all = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3));
const names = process.argv.slice(2).length ? process.argv.slice(2) : all;
for (const name of names) {
  if (!all.includes(name)) {
    console.error(`Unknown benchmark '${name}'; have: ${all.join(', ')}`);
    process.exit(2);
  }
  console.info(`\n== bench ${name}`);
  // Measured as `pnpm start` runs (NODE_ENV=production), unless the caller sets it.
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, `${name}.ts`)], { cwd: benchDir, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
