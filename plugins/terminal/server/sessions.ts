/**
 * Terminal sessions: each a shell under node-pty, closed when its socket goes, when asked, or
 * after `idleMs` without input; each audited in `terminal_sessions` (who, when, how it ended, the
 * input typed, capped at 64 KB).
 */
import { createRequire } from 'node:module';
import type { Knex, Migration } from '@plinth/sdk/server';
import type { IPty } from 'node-pty';

/** node-pty (a native addon) loads with the first terminal opened, not at the server's start: the terminal is off on most servers. */
const requireHere = createRequire(import.meta.url);
let nodePty: typeof import('node-pty') | undefined;

const SESSIONS_TABLE = 'terminal_sessions';
const MAX_AUDITED_INPUT = 64 * 1024;

export const migrations: Migration[] = [
  {
    name: '001_terminal_sessions',
    async up(knex) {
      await knex.schema.createTable(SESSIONS_TABLE, (t) => {
        t.string('id', 64).primary();
        t.string('user_id', 64);
        t.string('user_email', 255);
        t.timestamp('started_at').notNullable();
        t.timestamp('ended_at');
        t.string('end_reason', 16);
        t.integer('exit_code');
        t.text('input');
      });
    },
    async down(knex) {
      await knex.schema.dropTable(SESSIONS_TABLE);
    },
  },
];

export interface TerminalOwner {
  userId: string | null;
  email: string | null;
}

export interface ShellOptions {
  shell: string;
  cwd: string;
  idleMs: number;
}

type EndReason = 'exited' | 'idle' | 'closed';

/** One shell. `onOutput` / `onEnd` are the socket's. */
export class TerminalSession {
  private readonly pty: IPty;
  private idleTimer: NodeJS.Timeout | undefined;
  private input = '';
  private ended = false;

  constructor(
    readonly id: string,
    private readonly db: Knex,
    private readonly owner: TerminalOwner,
    private readonly options: ShellOptions,
    size: { cols: number; rows: number },
    onOutput: (data: string) => void,
    private readonly onEnd: (code: number | null, reason: EndReason) => void,
  ) {
    nodePty ??= requireHere('node-pty') as typeof import('node-pty');
    this.pty = nodePty.spawn(options.shell, [], {
      name: 'xterm-256color',
      cols: size.cols,
      rows: size.rows,
      cwd: options.cwd,
      env: { ...process.env, TERM: 'xterm-256color' } as Record<string, string>,
    });
    this.pty.onData(onOutput);
    this.pty.onExit(({ exitCode }) => void this.end(exitCode, 'exited'));
    this.touch();
  }

  async start(): Promise<void> {
    await this.db(SESSIONS_TABLE).insert({ id: this.id, user_id: this.owner.userId, user_email: this.owner.email, started_at: new Date() });
  }

  write(data: string): void {
    if (this.ended) return;
    if (this.input.length < MAX_AUDITED_INPUT) this.input += data.slice(0, MAX_AUDITED_INPUT - this.input.length);
    this.touch();
    this.pty.write(data);
  }

  resize(cols: number, rows: number): void {
    if (!this.ended) this.pty.resize(cols, rows);
  }

  /** Ends the shell (the socket went, or the user closed it). */
  close(reason: EndReason = 'closed'): Promise<void> {
    return this.end(null, reason);
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.end(null, 'idle'), this.options.idleMs);
  }

  private async end(code: number | null, reason: EndReason): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.idleTimer);
    if (reason !== 'exited') this.pty.kill();
    this.onEnd(code, reason);
    await this.db(SESSIONS_TABLE)
      .where({ id: this.id })
      .update({ ended_at: new Date(), end_reason: reason, exit_code: code, input: this.input });
  }
}
