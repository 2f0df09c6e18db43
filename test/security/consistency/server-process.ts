/**
 * The real server as a child process (what `pnpm start` runs: the compiled host-server, which
 * global-setup.ts brings up to date), so a test can SIGKILL it mid-request and start it again on
 * the same data folder. Each start of the compiled server takes a fraction of a start through tsx,
 * and the crash files start it eight times each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const BOOT_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGKILL: no shutdown code runs; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the clean shutdown; resolves once the process is gone. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Starts the server on `dataDir` (PORT=0, loopback) and waits for its "running at" line. */
export function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=plinth-compiled', join(repoRoot, 'host-server', 'dist', 'src', 'main.js')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      PLINTH_DATA_DIR: dataDir,
      PLINTH_META_DB: '',
      PLINTH_SERVER_TIMING: '',
      ...env,
    },
  });
  running.add(child);
  let out = '';
  const gone = new Promise<void>((done) => child.once('exit', () => (running.delete(child), done())));
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await gone;
  };
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start in ${BOOT_TIMEOUT_MS} ms:\n${out}`)), BOOT_TIMEOUT_MS);
    const fail = (err: Error) => {
      clearTimeout(timer);
      void signal('SIGKILL');
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /is running at (http:\/\/\S+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.removeListener('data', onData);
      child.stdout!.on('data', (c: Buffer) => void (out += c.toString()));
      resolveStart({
        url: m[1]!.replace('localhost', '127.0.0.1'),
        pid: child.pid!,
        output: () => out,
        kill: () => signal('SIGKILL'),
        stop: () => signal('SIGTERM'),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => void (out += c.toString()));
    child.once('exit', (code, sig) => fail(new Error(`The server exited (${code ?? sig}) before it started:\n${out}`)));
  });
}

/** Kills servers a failed test left running (afterAll). */
export async function killAllStarted(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((done) => {
          child.once('exit', () => done());
          child.kill('SIGKILL');
        }),
    ),
  );
}
