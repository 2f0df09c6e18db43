/**
 * Bulk inserts cut by SIGKILL: streams of 500-row batches, each row carrying its batch id, until
 * the server is killed; then every batch is whole or absent, and every acknowledged one whole.
 */
import type { Knex } from 'knex';
import { JsonClient } from './http.js';

export const BULK_TABLE = 'bulk_rows';
export const BULK_COLUMNS = [
  { cn: 'id', uidt: 'ID' },
  { cn: 'batch', uidt: 'SingleLineText', rqd: true },
  { cn: 'idx', uidt: 'Number', rqd: true },
  { cn: 'payload', uidt: 'LongText' },
];
const BATCH_ROWS = 500;

export interface BulkLedger {
  sent: number;
  acked: Set<string>;
  /** Refused on purpose (one invalid row): nothing of them may be stored. */
  refused: Set<string>;
  /** No answer: cut by the kill. */
  unanswered: Set<string>;
  /** Answers other than 201 or the expected 400 (5xx...), or no answer before the kill. */
  unexpected: string[];
}

export const newBulkLedger = (): BulkLedger => ({ sent: 0, acked: new Set(), refused: new Set(), unanswered: new Set(), unexpected: [] });

function batchRows(batch: string, invalid: boolean) {
  return Array.from({ length: BATCH_ROWS }, (_, idx) => ({
    batch,
    idx: invalid && idx === 300 ? 'three hundred' : idx,
    payload: `${batch}/${idx} ${'x'.repeat(40)}`,
  }));
}

/**
 * Runs `streams` loops of bulk inserts until `kill` (called once `killAfterAcks` batches were
 * acknowledged) has ended the server; records each batch's outcome in `ledger`.
 */
export async function bulkUntilKilled(
  url: string,
  token: string,
  projectId: string,
  o: { round: number; streams: number; killAfterAcks: number; ledger: BulkLedger; kill: () => Promise<void> },
): Promise<void> {
  const http = new JsonClient(url, token, o.streams);
  const path = `/nc/${projectId}/api/v1/${BULK_TABLE}/bulk`;
  let killing: Promise<void> | undefined;
  let killed = false;
  const stream = async (s: number) => {
    for (let k = 0; !killed; k++) {
      const batch = `r${o.round}-s${s}-b${k}`;
      // The second batch of each stream has a bad row: refused whole.
      const invalid = k === 1;
      o.ledger.sent++;
      const answer = await http.request('POST', path, batchRows(batch, invalid)).catch(() => undefined);
      if (!answer) {
        o.ledger.unanswered.add(batch);
        if (!killing) o.ledger.unexpected.push(`${batch}: no answer before the kill`);
        return;
      }
      if (answer.status === 201 && !invalid) o.ledger.acked.add(batch);
      else if (answer.status === 400 && invalid) o.ledger.refused.add(batch);
      else o.ledger.unexpected.push(`${batch}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      if (!killing && o.ledger.acked.size >= o.killAfterAcks) {
        // A little later, so the kill lands in the middle of the batches now in flight.
        killing = new Promise<void>((r) => setTimeout(r, 20 + Math.random() * 200)).then(o.kill).then(() => void (killed = true));
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: o.streams }, (_, s) => stream(s)));
    await killing;
  } finally {
    http.close();
  }
}

export interface BulkFigures {
  sent: number;
  acked: number;
  refused: number;
  unanswered: number;
  /** Unanswered batches found whole / absent after the restart. */
  whole: number;
  absent: number;
  partial: number;
  lost: number;
  /** Rows of refused batches, or of batches never sent. */
  phantom: number;
}

/** Every stored batch against the ledger, from the database itself. */
export async function verifyBulk(knex: Knex, ledger: BulkLedger): Promise<BulkFigures> {
  const rows: { batch: string; n: number | string; distinct_idx: number | string }[] = await knex(BULK_TABLE)
    .select('batch')
    .count({ n: '*' })
    .countDistinct({ distinct_idx: 'idx' })
    .groupBy('batch');
  const stored = new Map(rows.map((r) => [r.batch, { n: Number(r.n), distinct: Number(r.distinct_idx) }]));
  const f: BulkFigures = {
    sent: ledger.sent,
    acked: ledger.acked.size,
    refused: ledger.refused.size,
    unanswered: ledger.unanswered.size,
    whole: 0,
    absent: 0,
    partial: 0,
    lost: 0,
    phantom: 0,
  };
  const isWhole = (b: string) => stored.get(b)?.n === BATCH_ROWS && stored.get(b)?.distinct === BATCH_ROWS;
  for (const b of ledger.acked) if (!isWhole(b)) f.lost++;
  for (const b of ledger.unanswered) {
    if (!stored.has(b)) f.absent++;
    else if (isWhole(b)) f.whole++;
    else f.partial++;
  }
  for (const b of stored.keys()) if (ledger.refused.has(b) || (!ledger.acked.has(b) && !ledger.unanswered.has(b))) f.phantom++;
  return f;
}

export const formatBulk = (label: string, f: BulkFigures) =>
  `${label}: batches sent=${f.sent} acked=${f.acked} refused=${f.refused} unanswered=${f.unanswered} ` +
  `(whole=${f.whole} absent=${f.absent}) partial=${f.partial} lost=${f.lost} phantom=${f.phantom}`;
