/**
 * The SQL editor on an SQLite file: statements that could reach other files (ATTACH, DETACH,
 * VACUUM INTO, load_extension) are refused first, since the file lives on the server; the rest
 * run in a child process (`raw-runner.mjs`), read-only ones on a read-only connection, and a
 * statement that runs longer than the timeout ends with its process.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rawTimeoutMessage, type RawRunAnswer, type RawRunOptions, type RawStatementResult } from '@plinth/sdk/server';

const RUNNER = fileURLToPath(new URL('./raw-runner.mjs', import.meta.url));

/** The words of a statement outside strings, quoted names and comments, lower-cased. */
function words(sql: string): string[] {
  const bare = sql
    .replace(/--[^\n]*|\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/'(?:[^']|'')*'?|"(?:[^"]|"")*"?|`(?:[^`]|``)*`?|\[[^\]]*\]?/g, ' ');
  return bare.toLowerCase().match(/[a-z_][a-z0-9_$]*/g) ?? [];
}

/** Why a statement may not run on a server-side SQLite file, or undefined. */
function sqliteRefusal(sql: string): string | undefined {
  const w = words(sql);
  if (w.includes('attach') || w.includes('detach')) return 'ATTACH and DETACH are not allowed: the database may not open other files';
  if (w.includes('load_extension')) return 'load_extension is not allowed';
  const vacuum = w.indexOf('vacuum');
  if (vacuum >= 0 && w.slice(vacuum + 1).includes('into')) return 'VACUUM INTO is not allowed: the database may not write other files';
  return undefined;
}

type RunnerMessage =
  | { type: 'start'; index: number }
  | { type: 'result'; index: number; result: RawStatementResult }
  | { type: 'error'; index: number; message: string }
  | { type: 'done' };

export function runSqliteRaw(file: string, statements: readonly string[], options: RawRunOptions): Promise<RawRunAnswer> {
  for (const [index, sql] of statements.entries()) {
    const refused = sqliteRefusal(sql);
    if (refused) return Promise.resolve({ results: [], error: { index, message: refused, timedOut: false } });
  }
  return new Promise((resolve) => {
    const results: RawStatementResult[] = [];
    const child = fork(RUNNER, [], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'], execArgv: [] });
    let timer: NodeJS.Timeout | undefined;
    let answered = false;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-2000)));
    const answer = (error?: RawRunAnswer['error']) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(error ? { results, error } : { results });
    };
    child.on('message', (message: RunnerMessage) => {
      if (message.type === 'start') {
        clearTimeout(timer);
        timer = setTimeout(() => {
          answer({ index: message.index, message: rawTimeoutMessage(options.timeoutMs), timedOut: true });
        }, options.timeoutMs);
      } else if (message.type === 'result') results.push(message.result);
      else if (message.type === 'error') answer({ index: message.index, message: message.message, timedOut: false });
      else answer();
    });
    child.on('exit', () =>
      answer({ index: results.length, message: stderr.trim() || 'The SQL runner stopped unexpectedly', timedOut: false }),
    );
    child.on('error', (err) => answer({ index: results.length, message: err.message, timedOut: false }));
    child.send({ file, statements, maxRows: options.maxRows, readOnly: options.readOnly });
  });
}
