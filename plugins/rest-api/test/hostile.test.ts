import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootTestHost, columnsOf, signedUpProject, SQL_METACHARACTERS, type TestHost } from '@plinth/sdk/testing';

/**
 * Thousands of random and hostile where / sort / fields strings through HTTP: every answer is a
 * 200 or a 400 with `{ msg }`, never a 500, and the data never changes.
 */
const FRAGMENTS = [
  '(',
  ')',
  '~and',
  '~or',
  '~not',
  ',',
  'eq',
  'neq',
  'gt',
  'like',
  'nlike',
  'in',
  'btw',
  'is',
  'null',
  'notnull',
  'name',
  'age',
  'id',
  'missing',
  ...SQL_METACHARACTERS,
  'drop table people',
  ' or 1=1',
  '\\',
  '%',
  '_',
  '9'.repeat(30),
  '-1e309',
  'NaN',
  '\u0000',
  '😀',
  'ünïcødé',
  ' ',
  '-name',
  'name,age',
  '((((',
  '))))',
  '~',
  '\n',
  '0x10',
];

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

let h: TestHost;
let base: string;
let token: string;

beforeAll(async () => {
  h = await bootTestHost({ plugins: ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api'] });
  const session = await signedUpProject(h, { title: 'Fuzz' });
  token = session.token;
  base = `/nc/${session.projectId}/api/v1/people`;
  await session.rpc('tableCreate', {
    tn: 'people',
    columns: columnsOf({ id: 'ID', name: 'SingleLineText', age: 'Number' }),
  });
  const rows = Array.from({ length: 20 }, (_, i) => ({ name: `p${i}`, age: i * 3 }));
  expect((await session.api('/people/bulk', { body: rows })).status).toBe(201);
  await session.rpc('tableCreate', {
    tn: 'pets',
    columns: columnsOf({ id: 'ID', kind: 'SingleLineText' }),
  });
  await session.rpc('relationCreate', { parentTable: 'people', childTable: 'pets', childColumn: 'people_id' });
  const pets = Array.from({ length: 10 }, (_, i) => ({ kind: i % 2 ? 'cat' : 'dog', people_id: i + 1 }));
  expect((await session.api('/pets/bulk', { body: pets })).status).toBe(201);
});
afterAll(() => h?.close());

it('answers 200 or 400 to hostile list queries and changes nothing', async () => {
  const snapshot = async () => JSON.stringify((await h.request(`${base}?limit=1000&sort=id`, { headers: { 'xc-auth': token } })).body.list);
  const before = await snapshot();
  const random = seeded(20261122);
  const pick = () => FRAGMENTS[Math.floor(random() * FRAGMENTS.length)]!;
  const counts = { 200: 0, 400: 0 } as Record<number, number>;
  const junk = () => Array.from({ length: 1 + Math.floor(random() * 8) }, pick).join('');
  const column = () => ['name', 'age', 'id', 'missing'][Math.floor(random() * 4)]!;
  const op = () => ['eq', 'neq', 'gt', 'lt', 'like', 'nlike', 'in', 'btw', 'is', 'zz'][Math.floor(random() * 10)]!;
  // Half well-formed queries carrying hostile values, half junk: both paths of the guard.
  const structured: Record<string, () => string> = {
    where: () => `(${column()},${op()},${junk()})${random() < 0.5 ? `~and(${column()},eq,${junk()})` : ''}`,
    sort: () => `${random() < 0.5 ? '-' : ''}${column()}`,
    fields: () => [column(), column()].join(','),
    limit: () => String(Math.floor(random() * 2000) - 100),
    offset: () => String(Math.floor(random() * 50)),
  };
  for (let i = 0; i < 1500; i++) {
    const param = ['where', 'sort', 'fields', 'limit', 'offset'][i % 5]!;
    const text = random() < 0.5 ? structured[param]!() : junk();
    const res = await h.request(`${base}?${param}=${encodeURIComponent(text)}`, { headers: { 'xc-auth': token } });
    expect([200, 400], `${param}=${JSON.stringify(text)} -> ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    if (res.status === 400) expect(typeof res.body.msg).toBe('string');
    counts[res.status]! += 1;
  }
  // both outcomes are exercised, so the loop cannot pass by rejecting or accepting everything
  expect(counts[200]).toBeGreaterThan(50);
  expect(counts[400]).toBeGreaterThan(50);
  expect(await snapshot()).toBe(before);
  // 1,500 requests: a generous bound for a shared, loaded machine (no timing is asserted)
}, 120_000);

it('answers 200 or 400 to random and hostile condition graphs and changes nothing', async () => {
  const snapshot = async () => JSON.stringify((await h.request(`${base}?limit=1000&sort=id`, { headers: { 'xc-auth': token } })).body.list);
  const before = await snapshot();
  const random = seeded(5);
  const any = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const junk = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => any(FRAGMENTS)).join('');
  const tables = ['pets', 'people', 'missing', "pets'; --", '__proto__', 'constructor', '😀'];
  const where = () => any([`(kind,eq,${junk()})`, `(age,gt,${junk()})`, `(name,like,${junk()})`, `(${junk()},eq,1)`, junk(), '']);
  const graph = (depth: number): unknown => {
    const entries = Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
      const entry: Record<string, unknown> = { relation: any(['hm', 'bt', 'mm', 'xx', 1, null]) };
      if (random() < 0.7) entry.where = random() < 0.9 ? where() : any([1, true, ['x'], { a: 1 }]);
      if (random() < 0.2) entry.not = any([true, false, 'yes']);
      if (random() < 0.1) entry[any(['sql', 'raw', '__proto__'])] = junk();
      if (depth < 6 && random() < 0.4) entry.conditionGraph = graph(depth + 1);
      return [any(tables), entry] as const;
    });
    return Object.fromEntries(entries);
  };
  const counts = { 200: 0, 400: 0 } as Record<number, number>;
  for (let i = 0; i < 600; i++) {
    // Mostly structured graphs (about right, with hostile parts), some broken JSON and odd shapes.
    const text =
      random() < 0.8
        ? JSON.stringify(graph(1))
        : any(['{', '[]', 'null', '"x"', '{"pets":', '{"pets":{"relation":"hm","where":"(kind,eq,cat)"}}', junk()]);
    const path = i % 2 ? `${base}/count` : base;
    const res = await h.request(`${path}?conditionGraph=${encodeURIComponent(text)}`, { headers: { 'xc-auth': token } });
    expect([200, 400], `${text} -> ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    if (res.status === 400) expect(typeof res.body.msg).toBe('string');
    counts[res.status]! += 1;
  }
  expect(counts[200]).toBeGreaterThan(20);
  expect(counts[400]).toBeGreaterThan(20);
  // a real filter through the relation answers the right rows: people 1..10 have a pet, even ids a cat
  const cats = await h.request(
    `${base}?sort=id&conditionGraph=${encodeURIComponent(JSON.stringify({ pets: { relation: 'hm', where: '(kind,eq,cat)' } }))}`,
    { headers: { 'xc-auth': token } },
  );
  expect(cats.body.list.map((p: { id: number }) => p.id)).toEqual([2, 4, 6, 8, 10]);
  expect(await snapshot()).toBe(before);
}, 120_000);
