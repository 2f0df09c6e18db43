#!/usr/bin/env node
// `pnpm test`: test services, type check, lint (ESLint, Prettier, knip), web build, then every vitest project; ends with one
// line `N passed, N failed` read from vitest's JSON report.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (label, cmd, args) => {
  console.info(`\n== ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${label} failed`);
    process.exit(r.status ?? 1);
  }
};

/** Runs one check, keeping its output; resolves with its label, status and output. */
const check = ([label, cmd, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (status) => resolve({ label, status, seconds: Math.round((Date.now() - started) / 1000), out }));
  });

/**
 * Runs lanes of checks side by side, the checks of a lane one after another (each check mostly one
 * core: tsc, eslint, vite), printing each one's output whole when it ends; exits on the first that
 * failed, after all have ended.
 */
async function runTogether(lanes) {
  const results = (
    await Promise.all(
      lanes.map(async (lane) => {
        const done = [];
        for (const step of lane) {
          const r = await check(step);
          console.info(`\n== ${r.label} (${r.seconds} s)`);
          process.stdout.write(Buffer.concat(r.out));
          done.push(r);
        }
        return done;
      }),
    )
  ).flat();
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`${failed.label} failed`);
    process.exit(failed.status ?? 1);
  }
}

if (process.env.PLINTH_SKIP_SERVICES !== '1') run('test services', 'bash', ['scripts/ensure-test-services.sh']);
// `pnpm lint`'s parts: ESLint, the longest check, has a lane of its own, and Prettier and knip
// follow the type check rather than ESLint, on the core it leaves free.
await runTogether([
  [['eslint', 'pnpm', ['run', '--silent', 'lint:eslint']]],
  [
    ['type check', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']],
    ['prettier', 'pnpm', ['run', '--silent', 'lint:format']],
    ['knip', 'pnpm', ['run', '--silent', 'lint:knip']],
  ],
  [['web build', 'pnpm', ['--filter', '@plinth/host-web', 'build']]],
]);

const reportDir = mkdtempSync(join(tmpdir(), 'plinth-report-'));
const report = join(reportDir, 'vitest.json');
console.info('\n== tests');
const tests = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
let summary = 'no test report';
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  summary = `${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : '');
  if (r.numTotalTests === 0) summary = '0 passed, 1 failed (no test ran)';
} catch {
  // vitest died before writing the report: the exit code below says so
}
rmSync(reportDir, { recursive: true, force: true });
console.info(`\n${summary}`);
process.exit(tests.status ?? 1);
