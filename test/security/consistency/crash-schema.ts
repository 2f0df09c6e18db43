/**
 * Schema changes cut by SIGKILL: tables created and columns added (three per call) through the
 * RPC endpoint until the server is killed; after the restart each change is complete or absent in
 * the database, each acknowledged one complete, and the meta (`tableList`, `tableXcModelGet`)
 * says exactly what the database has.
 */
import type { Knex } from 'knex';
import { RESERVED_TABLES } from '@plinth/sdk';
import { JsonClient } from './http.js';
import { realColumns, type DbKind } from './setup.js';

export const GROW_TABLE = 'grow';
export const GROW_COLUMNS = [
  { cn: 'id', uidt: 'ID' },
  { cn: 'name', uidt: 'SingleLineText' },
];

/** A change and the columns it makes exist. */
interface SchemaChange {
  label: string;
  tn: string;
  columns: string[];
}

export interface SchemaLedger {
  sent: number;
  acked: SchemaChange[];
  unanswered: SchemaChange[];
  unexpected: string[];
}

export const newSchemaLedger = (): SchemaLedger => ({ sent: 0, acked: [], unanswered: [], unexpected: [] });

/** One call per loop turn: a new table of four columns, or three new columns on `grow`. */
function nextChange(
  kind: 'create' | 'grow',
  round: number,
  k: number,
): { op: string; args: Record<string, unknown>; change: SchemaChange } {
  if (kind === 'create') {
    const tn = `t${round}_${k}`;
    const columns = [
      { cn: 'id', uidt: 'ID' },
      { cn: 'title', uidt: 'SingleLineText' },
      { cn: 'amount', uidt: 'Number' },
      { cn: 'note', uidt: 'LongText' },
    ];
    return { op: 'tableCreate', args: { tn, columns }, change: { label: `create ${tn}`, tn, columns: columns.map((c) => c.cn) } };
  }
  const add = ['a', 'b', 'c'].map((x, i) => ({ cn: `g${round}_${k}_${x}`, uidt: i === 1 ? 'Number' : 'SingleLineText' }));
  return {
    op: 'tableUpdate',
    args: { tn: GROW_TABLE, add },
    change: { label: `grow ${add.map((c) => c.cn).join(',')}`, tn: GROW_TABLE, columns: add.map((c) => c.cn) },
  };
}

/** Two loops (creating tables, growing one) until `kill` has ended the server. */
export async function schemaUntilKilled(
  url: string,
  token: string,
  projectId: string,
  o: { round: number; killAfterAcks: number; ledger: SchemaLedger; kill: () => Promise<void> },
): Promise<void> {
  const http = new JsonClient(url, token, 2);
  let killing: Promise<void> | undefined;
  let killed = false;
  const loop = async (kind: 'create' | 'grow') => {
    for (let k = 0; !killed; k++) {
      const { op, args, change } = nextChange(kind, o.round, k);
      o.ledger.sent++;
      const answer = await http
        .request('POST', `/dashboard?q=sqlOp_${op}`, { project_id: projectId, dbAlias: 'db', args })
        .catch(() => undefined);
      if (!answer) {
        o.ledger.unanswered.push(change);
        if (!killing) o.ledger.unexpected.push(`${change.label}: no answer before the kill`);
        return;
      }
      if (answer.status === 200) o.ledger.acked.push(change);
      else o.ledger.unexpected.push(`${change.label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      if (!killing && o.ledger.acked.length >= o.killAfterAcks) {
        killing = new Promise<void>((r) => setTimeout(r, Math.random() * 60)).then(o.kill).then(() => void (killed = true));
      }
    }
  };
  try {
    await Promise.all([loop('create'), loop('grow')]);
    await killing;
  } finally {
    http.close();
  }
}

export interface SchemaFigures {
  sent: number;
  acked: number;
  unanswered: number;
  complete: number;
  absent: number;
  partial: number;
  lost: number;
  /** Tables whose meta (list or columns) differs from the database. */
  metaMismatch: string[];
}

/** Meta of every table as the running server answers it: name -> column names. */
async function metaColumns(http: JsonClient, projectId: string): Promise<Map<string, string[]>> {
  const list: { tn: string }[] = (await http.rpc('tableList', projectId)).list;
  const out = new Map<string, string[]>();
  for (const { tn } of list) {
    const meta = JSON.parse((await http.rpc('tableXcModelGet', projectId, { tn })).meta) as { columns: { cn: string }[] };
    out.set(
      tn,
      meta.columns.map((c) => c.cn),
    );
  }
  return out;
}

/** The ledger against the database's real schema, and the server's meta against both. */
export async function verifySchema(
  http: JsonClient,
  projectId: string,
  knex: Knex,
  kind: DbKind,
  ledger: SchemaLedger,
): Promise<SchemaFigures> {
  const hidden = new Set<string>(RESERVED_TABLES);
  // Meta first: opening the project settles a change the crash cut short.
  const meta = await metaColumns(http, projectId);
  const real = new Map([...(await realColumns(knex, kind))].filter(([tn]) => !hidden.has(tn)));
  const f: SchemaFigures = {
    sent: ledger.sent,
    acked: ledger.acked.length,
    unanswered: ledger.unanswered.length,
    complete: 0,
    absent: 0,
    partial: 0,
    lost: 0,
    metaMismatch: [],
  };
  const present = (c: SchemaChange) => c.columns.filter((cn) => real.get(c.tn)?.includes(cn)).length;
  for (const c of ledger.acked) if (present(c) !== c.columns.length) f.lost++;
  for (const c of ledger.unanswered) {
    const n = present(c);
    if (n === 0) f.absent++;
    else if (n === c.columns.length) f.complete++;
    else f.partial++;
  }
  for (const tn of new Set([...real.keys(), ...meta.keys()])) {
    if (JSON.stringify(real.get(tn)) !== JSON.stringify(meta.get(tn)))
      f.metaMismatch.push(`${tn}: database ${JSON.stringify(real.get(tn))}, meta ${JSON.stringify(meta.get(tn))}`);
  }
  return f;
}

/** Changes a restarted server found cut short and completed or undone (its log lines). */
export function settledIn(output: string): { completed: number; undone: number } {
  const count = (what: string) => output.split(`cut short by a restart was ${what}`).length - 1;
  return { completed: count('completed'), undone: count('undone') };
}

export const formatSchema = (label: string, f: SchemaFigures, settled: { completed: number; undone: number }) =>
  `${label}: changes sent=${f.sent} acked=${f.acked} unanswered=${f.unanswered} (complete=${f.complete} absent=${f.absent}) ` +
  `partial=${f.partial} lost=${f.lost} metaMismatch=${f.metaMismatch.length}; settled on restart: completed=${settled.completed} undone=${settled.undone}`;
