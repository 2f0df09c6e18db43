/**
 * Sends the fuzz's requests a few at a time, each with a time limit (past it: a hang), checks
 * every answer, records the rows accepted writes answered with, and counts the outcomes.
 */
import { checkAnswer, type Verdict } from './check.js';
import { graphqlWrites, WriteLedger } from './ledger.js';
import type { FuzzProject } from './project.js';
import type { FuzzCase } from './rest-cases.js';

export interface FuzzFigures {
  tried: number;
  ok: number;
  refused: number;
  serverErrors: number;
  hangs: number;
  badShape: number;
  leaks: number;
  systemReads: number;
  grants: number;
  /** Rows accepted writes answered with. */
  written: number;
  /** Requests sent again after a closed connection. */
  retried: number;
}

export interface FuzzFailure {
  index: number;
  verdict: Verdict | 'hang';
  why: string;
  request: string;
}

export interface RunOptions {
  concurrency: number;
  timeoutMs: number;
}

const FIGURE_OF: Record<Verdict | 'hang', keyof FuzzFigures> = {
  ok: 'ok',
  refused: 'refused',
  serverError: 'serverErrors',
  hang: 'hangs',
  badShape: 'badShape',
  leak: 'leaks',
  systemRead: 'systemReads',
  grant: 'grants',
};

/** The request as a line to reproduce it by hand. */
const shown = (c: FuzzCase) =>
  `${c.caller} ${c.method} ${c.path.slice(0, 500)}${c.headers ? ` ${JSON.stringify(c.headers)}` : ''}${c.body !== undefined ? ` ${c.body.slice(0, 500)}` : ''}`;

export class FuzzRun {
  readonly figures: FuzzFigures = {
    tried: 0,
    ok: 0,
    refused: 0,
    serverErrors: 0,
    hangs: 0,
    badShape: 0,
    leaks: 0,
    systemReads: 0,
    grants: 0,
    written: 0,
    retried: 0,
  };
  readonly failures: FuzzFailure[] = [];
  readonly ledger = new WriteLedger();

  constructor(
    private readonly p: FuzzProject,
    private readonly options: RunOptions,
  ) {}

  private async send(
    c: FuzzCase,
    retry = true,
  ): Promise<{ status: number; contentType: string; text: string } | 'hang' | { dropped: string }> {
    const token = c.caller === 'owner' ? this.p.owner : this.p.viewer;
    try {
      const res = await fetch(this.p.h.url + c.path, {
        method: c.method,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'xc-auth': token, ...c.headers },
        body: c.body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') return 'hang';
      // A kept-alive connection the server closed as it was reused: sent again once, as clients
      // do. A server that drops the request itself drops it again.
      if (retry) {
        this.figures.retried++;
        console.log(`fuzz: sent again after ${String((err as { cause?: unknown }).cause ?? err)}: ${shown(c).slice(0, 300)}`);
        return this.send(c, false);
      }
      return { dropped: String((err as { cause?: unknown }).cause ?? err) };
    }
  }

  /** Rows an answer says were written: REST 2xx writes, and every non-null GraphQL mutation field. */
  private record(c: FuzzCase, json: unknown): void {
    const before = this.ledger.count;
    if (c.transport === 'rest' && c.table && c.method !== 'GET') {
      const rows = c.op === 'bulk' ? ((json as { list: Record<string, unknown>[] }).list ?? []) : [json as Record<string, unknown>];
      for (const row of rows) this.ledger.add(c.table, 'rest', row);
      if (c.op === 'update' && c.id !== undefined) this.ledger.addMoved(c.table, c.id);
    }
    if (c.transport === 'graphql') {
      const { query, variables } = JSON.parse(c.body!) as { query: string; variables: Record<string, unknown> };
      const writes = graphqlWrites(this.p.model, (json as { data?: Record<string, unknown> } | undefined)?.data, query);
      for (const w of writes) this.ledger.add(w.table, 'graphql', w.row);
      // The update's row id is its first variable.
      if (writes.length && /Update\(id: \$v0/.test(query)) this.ledger.addMoved(writes[0]!.table, String(variables.v0));
    }
    this.figures.written += this.ledger.count - before;
  }

  private async one(c: FuzzCase, index: number): Promise<void> {
    const answer = await this.send(c);
    this.figures.tried++;
    if (answer === 'hang') {
      this.figures.hangs++;
      this.failures.push({ index, verdict: 'hang', why: `no answer within ${this.options.timeoutMs} ms`, request: shown(c) });
      return;
    }
    if ('dropped' in answer) {
      this.figures.badShape++;
      this.failures.push({ index, verdict: 'badShape', why: `no answer: ${answer.dropped}`, request: shown(c) });
      return;
    }
    const checked = checkAnswer(c, answer);
    if (c.mustRefuse && checked.verdict === 'ok')
      Object.assign(checked, { verdict: 'systemRead', why: `accepted: ${answer.text.slice(0, 300)}` });
    this.figures[FIGURE_OF[checked.verdict]]++;
    if (checked.verdict === 'ok' || checked.verdict === 'refused') {
      if (checked.json !== undefined && (checked.verdict === 'ok' || c.transport === 'graphql')) this.record(c, checked.json);
    } else {
      this.failures.push({ index, verdict: checked.verdict, why: checked.why ?? '', request: shown(c) });
    }
  }

  /** Runs `cases` (or those at `only`) with at most `concurrency` requests in flight. */
  async run(cases: FuzzCase[], only?: number[]): Promise<void> {
    const indexes = only ?? cases.map((_, i) => i);
    let next = 0;
    const worker = async () => {
      while (next < indexes.length) {
        const index = indexes[next++]!;
        await this.one(cases[index]!, index);
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
  }
}
