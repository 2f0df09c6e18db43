/**
 * REST requests of the fuzz: list, count, read, create, bulk and update on the project's tables
 * (and on names that are not tables), with hostile parameters and bodies.
 */
import fc from 'fast-check';
import { bulkBody, rowBody, rowId } from './bodies.js';
import type { FuzzModel } from './project.js';
import { listParams, mostly, relationList } from './query-params.js';
import { validRelation } from './valid.js';
import { shortText, SYSTEM_TABLES } from './values.js';

export type Caller = 'owner' | 'viewer';

/** One request of the fuzz, as sent. */
export interface FuzzCase {
  transport: 'rest' | 'graphql';
  op: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query, encoded. */
  path: string;
  /** Raw body text (JSON or not). */
  body?: string;
  caller: Caller;
  /** The table a REST write goes to (its accepted rows are tracked). */
  table?: string;
  /** For an update: the row id of the path. */
  id?: string;
  /** A probe of a system table: any accepted answer is a read of it. */
  mustRefuse?: boolean;
  /** Headers of the body other than plain JSON (`content-type`, `content-encoding`). */
  headers?: Record<string, string>;
}

/** Bodies labelled as what they are not, in charsets and encodings the server does not take; answers asked for in other types. */
const ODD_BODY_HEADERS: Record<string, string>[] = [
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'content-type': 'application/json; charset=latin1' },
  { 'content-type': 'application/graphql' },
  { 'content-type': 'multipart/form-data; boundary=x' },
  { 'content-type': 'application/json', 'content-encoding': 'gzip' },
  { 'content-type': 'application/json', 'content-encoding': 'br, deflate' },
  { accept: 'application/xml' },
  { accept: 'text/html' },
];

/** Mostly `c` as it is; sometimes its body under other headers. */
export function withOddHeaders(c: fc.Arbitrary<FuzzCase>): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    { arbitrary: c, weight: 15 },
    { arbitrary: fc.tuple(c, fc.constantFrom(...ODD_BODY_HEADERS)).map(([x, headers]) => ({ ...x, headers })), weight: 1 },
  );
}

/**
 * Percent-encodes every byte outside the unreserved set (UTF-8; a lone surrogate becomes U+FFFD,
 * as any client would send it). `encodeURIComponent` throws on lone surrogates.
 */
export function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Broken percent escapes and path tricks, sent as they are. */
const RAW_SEGMENTS = ['%', '%ZZ', '%C0%80', '%E0%A4%A', '%00', '%2e%2e', '..%2F..%2Fmeta.db', '%2F', '%FF%FE', '%uD800'];

/**
 * Node refuses request lines over 16 KB itself (431, before the application: no `{ msg }`), so
 * the encoded query is kept under 8 KB and table and id segments under 3 KB each: values are
 * cut, never dropped.
 */
const QUERY_BUDGET = 8_000;

function query(params: [string, string][]): string {
  const encoded = params.map(([k, v]) => {
    let value = v;
    while (encode(value).length > QUERY_BUDGET / params.length)
      value = Array.from(value)
        .slice(0, Math.floor(Array.from(value).length / 2))
        .join('');
    return `${encode(k)}=${encode(value)}`;
  });
  return encoded.length ? `?${encoded.join('&')}` : '';
}

/** A table segment: mostly the project's tables, else system tables and other names. */
function tableSegment(model: FuzzModel): fc.Arbitrary<{ table: string; segment: string }> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...model.tables).map((t) => ({ table: t, segment: encode(t) })), weight: 12 },
    { arbitrary: fc.constantFrom(...SYSTEM_TABLES).map((t) => ({ table: t, segment: encode(t) })), weight: 1 },
    {
      arbitrary: shortText.filter((t) => t.length > 0 && encode(t).length < 3_000).map((t) => ({ table: t, segment: encode(t) })),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((s) => ({ table: s, segment: s })), weight: 1 },
  );
}

const caller = (viewerWeight: number) =>
  fc.oneof(
    { arbitrary: fc.constant<Caller>('owner'), weight: 10 - viewerWeight },
    { arbitrary: fc.constant<Caller>('viewer'), weight: viewerWeight },
  );

export function restCase(model: FuzzModel, base: string): fc.Arbitrary<FuzzCase> {
  const onTable = <T>(build: (table: string, segment: string) => fc.Arbitrary<T>) =>
    tableSegment(model).chain(({ table, segment }) =>
      build(model.tables.includes(table) ? table : 'customers', segment).map((v) => ({ v, table, segment })),
    );
  const list = onTable((t) => fc.tuple(listParams(model, t), caller(1))).map(({ v: [params, who], segment }): FuzzCase => ({
    transport: 'rest',
    op: 'list',
    method: 'GET',
    path: `${base}/${segment}${query(params)}`,
    caller: who,
  }));
  const count = onTable((t) => listParams(model, t)).map(({ v: params, segment }): FuzzCase => ({
    transport: 'rest',
    op: 'count',
    method: 'GET',
    path: `${base}/${segment}/count${query(params)}`,
    caller: 'owner',
  }));
  const read = onTable((t) =>
    fc.tuple(
      rowId(model, t),
      fc.array(
        fc
          .constantFrom('hm', 'bt', 'mm' as const)
          .chain((k) => mostly(validRelation(model, t, k), relationList(model, t, k)).map((v) => [k, v] as [string, string])),
        { maxLength: 2 },
      ),
    ),
  ).map(({ v: [id, params], segment }): FuzzCase => ({
    transport: 'rest',
    op: 'read',
    method: 'GET',
    path: `${base}/${segment}/${encode(id)}${query(params)}`,
    caller: 'owner',
  }));
  const notChildren = onTable((t) =>
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...model.tables), weight: 4 },
        { arbitrary: shortText.filter((x) => Buffer.byteLength(x) < 1_000), weight: 1 },
      ),
      rowId(model, t),
      listParams(model, t),
    ),
  ).map(({ v: [assoc, pid, params], segment }): FuzzCase => ({
    transport: 'rest',
    op: 'm2mNotChildren',
    method: 'GET',
    path: `${base}/${segment}/m2mNotChildren/${encode(assoc)}/${encode(pid)}${query(params)}`,
    caller: 'owner',
  }));
  const create = onTable((t) => fc.tuple(rowBody(model, t), caller(2))).map(({ v: [body, who], table, segment }): FuzzCase => ({
    transport: 'rest',
    op: 'create',
    method: 'POST',
    path: `${base}/${segment}`,
    body,
    caller: who,
    table,
  }));
  const bulk = onTable((t) => fc.tuple(bulkBody(model, t), caller(2))).map(({ v: [body, who], table, segment }): FuzzCase => ({
    transport: 'rest',
    op: 'bulk',
    method: 'POST',
    path: `${base}/${segment}/bulk`,
    body,
    caller: who,
    table,
  }));
  const update = onTable((t) => fc.tuple(rowId(model, t), rowBody(model, t), caller(2))).map(
    ({ v: [id, body, who], table, segment }): FuzzCase => ({
      transport: 'rest',
      op: 'update',
      method: 'PUT',
      path: `${base}/${segment}/${encode(id)}`,
      body,
      caller: who,
      table,
      id,
    }),
  );
  return fc.oneof(
    { arbitrary: list, weight: 8 },
    { arbitrary: count, weight: 1 },
    { arbitrary: read, weight: 3 },
    { arbitrary: notChildren, weight: 1 },
    { arbitrary: withOddHeaders(create), weight: 3 },
    { arbitrary: withOddHeaders(bulk), weight: 2 },
    { arbitrary: withOddHeaders(update), weight: 3 },
  );
}
