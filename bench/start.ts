/**
 * Start time and idle memory of the server as `pnpm start` runs it: the compiled JavaScript
 * (scripts/build-server.mjs; built first, not timed) under the `plinth-compiled` export condition,
 * on an embedded SQLite meta store, every built-in plugin.
 *
 * Each run spawns the server on a free port and times process spawn -> the first 200 from
 * `/api/health`; then, after IDLE_MS without requests, reads the server process's resident set
 * (VmRSS from /proc). A first run on an empty data folder (meta migrations of every plugin) is
 * reported apart; `cold_ms` and `rss_mb` are the medians of RUNS restarts on that folder. The
 * same restarts of the TypeScript sources through tsx (how the server ran before) are the
 * baseline in the same run (the two alternate); each line also gives the CPU time used up to
 * the first answer, steadier than wall time on a busy machine.
 *
 * Last line: `start-bench cold_ms=<n> rss_mb=<n>` (targets < 1000 and < 150).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '@plinth/host-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3_000);

const { ensureServerBuild } = (await import(join(repoRoot, 'scripts', 'build-server.mjs'))) as {
  ensureServerBuild(options?: { quiet?: boolean }): Promise<boolean>;
};

/** The command line of each way to run the server. */
const COMMANDS = {
  compiled: ['--conditions=plinth-compiled', join(repoRoot, 'host-server', 'dist', 'src', 'main.js')],
  tsx: ['--import', 'tsx', join(repoRoot, 'host-server', 'src', 'main.ts')],
} as const;
type Way = keyof typeof COMMANDS;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function healthy(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
}

/**
 * CPU time (user + system, ms) the process has used: less swayed than wall time when other work
 * shares the machine. /proc/<pid>/stat fields 14 and 15, in clock ticks (100 per second on Linux).
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One start: ms to the first healthy answer, the CPU ms used by then and the idle RSS (MB). */
async function startOnce(way: Way, dataDir: string): Promise<{ ms: number; cpu: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...COMMANDS[way]], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PLINTH_DATA_DIR: dataDir },
  });
  try {
    await healthy(port, child);
    const ms = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { ms, cpu, rss: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await ensureServerBuild();
const WAYS = ['compiled', 'tsx'] as const;
const dataDirs = Object.fromEntries(WAYS.map((way) => [way, mkdtempSync(join(tmpdir(), `plinth-bench-start-${way}-`))])) as Record<
  Way,
  string
>;
type Start = Awaited<ReturnType<typeof startOnce>>;
const firsts = {} as Record<Way, Start>;
const runs: Record<Way, Start[]> = { compiled: [], tsx: [] };
try {
  for (const way of WAYS) firsts[way] = await startOnce(way, dataDirs[way]);
  // The two ways alternate, so a change in the machine's load weighs on both alike.
  for (let i = 0; i < RUNS; i++) for (const way of WAYS) runs[way].push(await startOnce(way, dataDirs[way]));
} finally {
  for (const way of WAYS) rmSync(dataDirs[way], { recursive: true, force: true });
}
const results = Object.fromEntries(
  WAYS.map((way) => {
    const of = (key: keyof Start) => median(runs[way].map((r) => r[key]));
    return [way, { ms: of('ms'), cpu: of('cpu'), rss: of('rss') }];
  }),
) as Record<Way, Start>;
for (const way of WAYS) {
  const r = results[way];
  console.info(
    `${way.padEnd(9)} first start ${firsts[way].ms.toFixed(0).padStart(5)} ms (empty data folder) | restart median of ${RUNS}: ${r.ms.toFixed(0).padStart(5)} ms (${r.cpu.toFixed(0)} ms CPU), idle RSS ${r.rss.toFixed(0)} MB`,
  );
}
console.info(
  `compiled / tsx start time: ${(results.compiled.ms / results.tsx.ms).toFixed(2)}, CPU time: ${(results.compiled.cpu / results.tsx.cpu).toFixed(2)}`,
);
console.info(`start-bench cold_ms=${results.compiled.ms.toFixed(0)} rss_mb=${results.compiled.rss.toFixed(0)}`);
