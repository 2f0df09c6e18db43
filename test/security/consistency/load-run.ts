/**
 * The load: N clients, each a loop of one request at a time (list, create or update, some of
 * them invalid on purpose) until the deadline, sharing one keep-alive agent. A client owns the
 * rows it created, so the value it last wrote to each of them is known.
 */
import type { Knex } from 'knex';
import { JsonClient } from './http.js';
import { ClientLedger, verify, type Figures, type StoredRow } from './load-ledger.js';

export const LOAD_TABLE = 'load_rows';

/** The table the load writes: who wrote a row, its unique token, a value updates replace. */
export const LOAD_COLUMNS = [
  { cn: 'id', uidt: 'ID' },
  { cn: 'client', uidt: 'Number', rqd: true },
  { cn: 'token', uidt: 'SingleLineText', rqd: true },
  { cn: 'val', uidt: 'SingleLineText' },
  { cn: 'n', uidt: 'Number' },
];

export interface LoadOptions {
  url: string;
  token: string;
  projectId: string;
  clients: number;
  durationMs: number;
  seed: number;
}

/** mulberry32: the same mix of actions for a seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One request; `undefined` status when no answer came. */
async function send(http: JsonClient, method: string, path: string, body?: unknown): Promise<{ status: number | undefined; body: any }> {
  try {
    return await http.request(method, path, body);
  } catch {
    return { status: undefined, body: undefined };
  }
}

async function create(http: JsonClient, base: string, l: ClientLedger, invalid: boolean) {
  l.creates++;
  const token = l.next();
  const val = `${token}:0`;
  // A text where a number belongs: the codec must refuse the whole row.
  const r = await send(http, 'POST', base, { client: l.client, token, val, n: invalid ? `not ${token}` : l.creates });
  if (l.count(r.status)) l.rows.push({ id: Number(r.body.id), token, val, unsure: [] });
  else if (r.status !== undefined && r.status < 500) l.refusedTokens.push(token);
  else l.unsureTokens.push(token);
}

async function update(http: JsonClient, base: string, l: ClientLedger, pick: number, invalid: boolean) {
  l.updates++;
  const own = l.rows[Math.floor(pick * l.rows.length)]!;
  const val = `${own.token}:${l.next()}`;
  const r = await send(http, 'PUT', `${base}/${own.id}`, invalid ? { val, n: 'not a number' } : { val });
  if (l.count(r.status)) {
    own.val = val;
    own.unsure = [];
  } else if (r.status === undefined || r.status >= 500) own.unsure.push(val);
}

/** The client's newest rows must all be listed, each with its last acknowledged value. */
async function list(http: JsonClient, base: string, l: ClientLedger) {
  l.lists++;
  const limit = 20;
  const r = await send(http, 'GET', `${base}?where=${encodeURIComponent(`(client,eq,${l.client})`)}&sort=-id&limit=${limit}`);
  if (!l.count(r.status)) return;
  const listed: { id: number; token: string; val: string }[] = r.body.list;
  const newest = [...l.rows].sort((a, b) => b.id - a.id).slice(0, limit);
  const unsure = l.unsureTokens.length > 0 || l.rows.some((x) => x.unsure.length);
  if (unsure) return;
  const same =
    listed.length === newest.length &&
    newest.every((own, i) => listed[i]!.id === own.id && listed[i]!.token === own.token && listed[i]!.val === own.val);
  if (!same) l.stale++;
}

async function runClient(http: JsonClient, o: LoadOptions, l: ClientLedger, deadline: number) {
  const random = rng(o.seed * 1000 + l.client);
  const base = `/nc/${o.projectId}/api/v1/${LOAD_TABLE}`;
  while (Date.now() < deadline) {
    const r = random();
    const invalid = random() < 0.05;
    if (l.rows.length === 0 || r < 0.35) await create(http, base, l, invalid);
    else if (r < 0.7) await update(http, base, l, random(), invalid);
    else await list(http, base, l);
  }
}

/** Runs the clients until the deadline, waits for every request in flight, answers the ledgers. */
export async function runLoad(o: LoadOptions): Promise<ClientLedger[]> {
  const http = new JsonClient(o.url, o.token, o.clients);
  const ledgers = Array.from({ length: o.clients }, (_, i) => new ClientLedger(i + 1));
  const deadline = Date.now() + o.durationMs;
  try {
    await Promise.all(ledgers.map((l) => runClient(http, o, l, deadline)));
  } finally {
    http.close();
  }
  return ledgers;
}

/** The ledgers against every row of the load table, read from the database itself. */
export async function verifyLoad(knex: Knex, ledgers: ClientLedger[]): Promise<Figures> {
  const stored = (await knex(LOAD_TABLE).select('id', 'client', 'token', 'val')).map((r: StoredRow) => ({ ...r, id: Number(r.id) }));
  return verify(ledgers, stored);
}
