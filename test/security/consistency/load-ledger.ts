/**
 * What each load client was told, and the check of it against what the database stores: every
 * acknowledged create exactly once, nothing from a refused one, and per row the value of the
 * owner's last acknowledged update.
 */

/** One row the client created and was told about. */
interface OwnRow {
  id: number;
  token: string;
  /** The value of the last acknowledged write of `val` (the create's, then each update's). */
  val: string;
  /** Values of updates without an answer after `val` (none expected): either may be stored. */
  unsure: string[];
}

export interface Figures {
  tried: number;
  ok: number;
  /** 4xx: the server said no, so nothing may have changed. */
  refused: number;
  /** 5xx answers; must stay 0. */
  serverErrors: number;
  /** Requests without any answer (connection cut); must stay 0 while the server runs. */
  unanswered: number;
  /** Acknowledged creates not stored, and rows whose last acknowledged update is not what is stored. */
  lost: number;
  /** Tokens stored more than once. */
  dup: number;
  /** Rows stored from refused creates, or with a token no client sent. */
  phantom: number;
  /** Lists that missed a client's own acknowledged row or showed an older value of it. */
  stale: number;
  creates: number;
  updates: number;
  lists: number;
}

export class ClientLedger {
  readonly rows: OwnRow[] = [];
  readonly refusedTokens: string[] = [];
  readonly unsureTokens: string[] = [];
  tried = 0;
  ok = 0;
  refused = 0;
  serverErrors = 0;
  unanswered = 0;
  stale = 0;
  creates = 0;
  updates = 0;
  lists = 0;
  private seq = 0;

  constructor(readonly client: number) {}

  next(): string {
    return `c${this.client}-${++this.seq}`;
  }

  /** Counts an outcome; answers whether it was a 2xx. `undefined` status: no answer. */
  count(status: number | undefined): boolean {
    this.tried++;
    if (status === undefined) this.unanswered++;
    else if (status >= 500) this.serverErrors++;
    else if (status >= 400) this.refused++;
    else if (status >= 200 && status < 300) this.ok++;
    return status !== undefined && status >= 200 && status < 300;
  }
}

export interface StoredRow {
  id: number;
  client: number;
  token: string;
  val: string;
}

/** Compares the ledgers with every stored row of the table. */
export function verify(ledgers: ClientLedger[], stored: StoredRow[]): Figures {
  const byToken = new Map<string, StoredRow[]>();
  for (const r of stored) byToken.set(r.token, [...(byToken.get(r.token) ?? []), r]);
  let lost = 0;
  let dup = 0;
  let phantom = 0;
  const accounted = new Set<string>();
  const refused = new Set<string>();
  for (const l of ledgers) {
    for (const own of l.rows) {
      accounted.add(own.token);
      const found = byToken.get(own.token) ?? [];
      if (found.length === 0 || found[0]!.id !== own.id) lost++;
      else if (found[0]!.val !== own.val && !own.unsure.includes(found[0]!.val)) lost++;
    }
    for (const token of l.refusedTokens) refused.add(token);
    // No answer: stored or not, both are honest.
    for (const token of l.unsureTokens) accounted.add(token);
  }
  for (const [token, rows] of byToken) {
    if (rows.length > 1) dup += rows.length - 1;
    if (refused.has(token) || !accounted.has(token)) phantom++;
  }
  const sum = (k: keyof ClientLedger) => ledgers.reduce((n, l) => n + (l[k] as number), 0);
  return {
    tried: sum('tried'),
    ok: sum('ok'),
    refused: sum('refused'),
    serverErrors: sum('serverErrors'),
    unanswered: sum('unanswered'),
    lost,
    dup,
    phantom,
    stale: sum('stale'),
    creates: sum('creates'),
    updates: sum('updates'),
    lists: sum('lists'),
  };
}

export function formatFigures(label: string, f: Figures): string {
  return (
    `${label}: tried=${f.tried} ok=${f.ok} refused=${f.refused} 5xx=${f.serverErrors} unanswered=${f.unanswered} ` +
    `lost=${f.lost} dup=${f.dup} phantom=${f.phantom} stale=${f.stale} (creates=${f.creates} updates=${f.updates} lists=${f.lists})`
  );
}
