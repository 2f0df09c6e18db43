/**
 * What every answer of the fuzz must be: 2xx, or 4xx JSON `{ msg }` (GraphQL: `errors` with
 * messages) with no driver or SQL text, no stack and no server path in it; never a 5xx; no
 * content of the databases' own tables in any answer; no write accepted from a viewer.
 */
import type { FuzzCase } from './rest-cases.js';

export type Verdict = 'ok' | 'refused' | 'serverError' | 'badShape' | 'leak' | 'systemRead' | 'grant';

/** Texts only a driver, a SQL statement or a stack would put into a message. */
const INTERNALS: RegExp[] = [
  /SQLITE_[A-Z_]+/,
  /SqliteError|DatabaseError|KnexTimeoutError|Knex:/,
  /\n\s+at |\bat [\w$.<>]{1,200} \([^)\n]{0,300}:\d+:\d+\)/,
  /node_modules|\/work\/|\/tmp\/|\b[\w-]{1,100}\.(ts|js|cjs|mjs):\d+/,
  /\b(select|insert into|update|delete from|create table|alter table|drop table|pragma)\b[^\n]{0,200}?(\bfrom\b|\bvalues\b|\bset\b|`|")/i,
  /relation "[^"]*"|syntax error at or near|violates [\w-]+ constraint|invalid input syntax|duplicate key value|column "[^"]*" (does not exist|of relation)|operator does not exist|current transaction is aborted/,
  /no such (table|column|function)|near "[^"]*": syntax error|object name reserved|unrecognized token|misuse of|too many SQL variables|parser stack overflow|Expression tree is too large/i,
];

/** Content of the databases' own catalogs: never in an accepted answer (the fuzz never writes these). */
const SYSTEM_CONTENT = /sqlite_autoindex|CREATE TABLE|pg_toast|rolsuper|usesuper|rolpassword|relnamespace|SCRAM-SHA-256\$/;

/** Every string inside a request: a message may echo what the caller sent, that is no leak. */
export function sentStrings(c: FuzzCase): string[] {
  const parts = new Set<string>([c.path]);
  const add = (text: string) => {
    parts.add(text);
    for (const piece of text.split(/[&=?/]/)) {
      try {
        parts.add(decodeURIComponent(piece));
      } catch {
        // broken escapes: the raw text is all there is
      }
    }
  };
  add(c.path);
  if (c.body !== undefined) {
    parts.add(c.body);
    const collect = (v: unknown): void => {
      if (typeof v === 'string') parts.add(v);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          parts.add(k);
          collect(x);
        }
    };
    try {
      collect(JSON.parse(c.body));
    } catch {
      // not JSON
    }
  }
  // Messages quote values as JSON (graphql-js) or as they are; both forms are echoes.
  const all = [...parts].flatMap((p) => [p, JSON.stringify(p), JSON.stringify(p).slice(1, -1)]);
  return [...new Set(all)].filter((p) => p.length >= 4).sort((a, b) => b.length - a.length);
}

/**
 * The internals a message shows that are not the request's own text: echoes are cut out of the
 * message first, and what is left must not be found in the request either (messages shorten
 * long values, so an echo may be cut short).
 */
export function internalsIn(message: string, sent: string[]): string | undefined {
  let own = message;
  for (const s of sent) if (own.includes(s)) own = own.split(s).join('\u0001');
  const request = sent.join('\n');
  for (const re of INTERNALS) {
    for (const m of own.matchAll(new RegExp(re.source, `${re.flags}g`))) {
      // Text between cut echoes must be the request's own too.
      if (!m[0].split('\u0001').every((piece) => request.includes(piece))) return m[0];
    }
  }
  return undefined;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export interface Checked {
  verdict: Verdict;
  why?: string;
  json?: unknown;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

function checkRest(c: FuzzCase, a: Answer, json: unknown, sent: string[]): Checked {
  if (a.status >= 200 && a.status < 300) {
    if (c.caller === 'viewer' && c.method !== 'GET') return { verdict: 'grant', why: `viewer ${c.op} answered ${a.status}` };
    if (SYSTEM_CONTENT.test(a.text)) return { verdict: 'systemRead', why: SYSTEM_CONTENT.exec(a.text)![0] };
    return { verdict: 'ok', json };
  }
  const msg = (json as { msg?: unknown } | undefined)?.msg;
  if (!/json/.test(a.contentType) || typeof msg !== 'string')
    return { verdict: 'badShape', why: `${a.status} ${a.contentType} ${a.text.slice(0, 200)}` };
  const leaked = internalsIn(msg, sent);
  if (leaked) return { verdict: 'leak', why: `${leaked} in ${msg.slice(0, 300)}` };
  return { verdict: 'refused', json };
}

type GraphqlBody = {
  data?: Record<string, unknown> | null;
  errors?: { message?: unknown; extensions?: { status?: unknown } }[];
  msg?: unknown;
};

function checkGraphql(c: FuzzCase, a: Answer, json: unknown, sent: string[]): Checked {
  const body = json as GraphqlBody | undefined;
  if (!body || typeof body !== 'object' || !/json/.test(a.contentType))
    return { verdict: 'badShape', why: `${a.status} ${a.contentType} ${a.text.slice(0, 200)}` };
  const messages = [...(body.errors ?? []).map((e) => e.message), ...(body.msg !== undefined ? [body.msg] : [])];
  for (const e of body.errors ?? []) {
    const status = e.extensions?.status;
    if ((typeof status === 'number' && status >= 500) || e.message === 'Internal server error')
      return { verdict: 'serverError', why: `GraphQL error ${String(status)}: ${String(e.message)}` };
  }
  if (messages.some((m) => typeof m !== 'string')) return { verdict: 'badShape', why: a.text.slice(0, 200) };
  for (const m of messages as string[]) {
    const leaked = internalsIn(m, sent);
    if (leaked) return { verdict: 'leak', why: `${leaked} in ${m.slice(0, 300)}` };
  }
  if (body.data && SYSTEM_CONTENT.test(JSON.stringify(body.data)))
    return { verdict: 'systemRead', why: SYSTEM_CONTENT.exec(JSON.stringify(body.data))![0] };
  const wrote =
    c.caller === 'viewer' &&
    body.data &&
    Object.values(body.data).some((v) => v !== null) &&
    /^\s*mutation/.test((parse(c.body!) as { query: string }).query);
  if (wrote) return { verdict: 'grant', why: `viewer mutation answered ${a.text.slice(0, 200)}` };
  if (a.status >= 400 && a.status < 500) return { verdict: 'refused', json };
  return { verdict: messages.length ? 'refused' : 'ok', json };
}

/** The verdict on one answer. */
export function checkAnswer(c: FuzzCase, a: Answer): Checked {
  if (a.status >= 500) return { verdict: 'serverError', why: `${a.status} ${a.text.slice(0, 300)}` };
  if (a.status < 200 || (a.status >= 300 && a.status < 400)) return { verdict: 'badShape', why: `status ${a.status}` };
  const json = parse(a.text);
  const sent = sentStrings(c);
  return c.transport === 'rest' ? checkRest(c, a, json, sent) : checkGraphql(c, a, json, sent);
}
