/**
 * The fuzz's own judges can fail: each kind of bad answer is caught, echoes of the request are
 * not taken for leaks, and a stored change no accepted write explains is reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectTargets } from '@plinth/sdk/testing';
import { checkAnswer, internalsIn, sentStrings } from './fuzz/check.js';
import { snapshot, WriteLedger } from './fuzz/ledger.js';
import { openFuzzProject, type FuzzProject } from './fuzz/project.js';
import type { FuzzCase } from './fuzz/rest-cases.js';
import { unexplainedChanges } from './fuzz/verify.js';

const list: FuzzCase = {
  transport: 'rest',
  op: 'list',
  method: 'GET',
  path: `/nc/p/api/v1/customers?where=${encodeURIComponent("(name,eq,x' union select name from sqlite_master --)")}`,
  caller: 'owner',
};
const create: FuzzCase = {
  transport: 'rest',
  op: 'create',
  method: 'POST',
  path: '/nc/p/api/v1/customers',
  body: '{"name":"Ada"}',
  caller: 'viewer',
  table: 'customers',
};
const graphql: FuzzCase = {
  transport: 'graphql',
  op: 'gql-list',
  method: 'POST',
  path: '/nc/p/v1/graphql',
  body: JSON.stringify({ query: '{ customersList { id } }' }),
  caller: 'owner',
};
const json = (status: number, body: unknown) => ({ status, contentType: 'application/json; charset=utf-8', text: JSON.stringify(body) });

describe('the fuzz answer checks', () => {
  it('finds statements, driver codes, stacks and paths in a message', () => {
    const sent = sentStrings(list);
    expect(internalsIn("insert into `customers` (`name`) values ('x') - SQLITE_CONSTRAINT_NOTNULL", sent)).toBeDefined();
    expect(
      internalsIn('select "customers".* from "customers" where "age" > $1 - invalid input syntax for type integer', sent),
    ).toBeDefined();
    expect(internalsIn('Error: boom\n    at TableData.list (/work/main/plugins/data/server/service.ts:1:2)', sent)).toBeDefined();
    expect(internalsIn("Name 'sqlite_master' is reserved by SQLite", sent)).toBeUndefined();
  });

  it("takes the request's own text in a message for an echo, also cut short", () => {
    const sent = sentStrings(list);
    expect(internalsIn("Value 'x' union select name from sqlite_master --' is not a number for column 'age'", sent)).toBeUndefined();
    expect(internalsIn("Unknown column 'x' union select name from sqlite_ma...' in where", sent)).toBeUndefined();
  });

  it('judges answers: 5xx, shapes, leaks, grants, catalog content', () => {
    expect(checkAnswer(list, json(500, { msg: 'Internal server error' })).verdict).toBe('serverError');
    expect(checkAnswer(list, { status: 400, contentType: 'text/html', text: '<pre>Bad</pre>' }).verdict).toBe('badShape');
    expect(checkAnswer(list, json(400, { error: 'x' })).verdict).toBe('badShape');
    expect(checkAnswer(list, json(400, { msg: "Unknown column 'x' in where" })).verdict).toBe('refused');
    expect(checkAnswer(list, json(400, { msg: 'select `id` from `customers` - SQLITE_ERROR' })).verdict).toBe('leak');
    expect(checkAnswer(list, json(200, { list: [{ sql: 'CREATE TABLE `customers` (...)' }] })).verdict).toBe('systemRead');
    expect(checkAnswer(create, json(201, { id: 1, name: 'Ada' })).verdict).toBe('grant');
    expect(checkAnswer(create, json(403, { msg: "Forbidden: this action needs the 'tableRowUpdate' permission" })).verdict).toBe('refused');
    expect(checkAnswer(graphql, json(200, { errors: [{ message: 'Internal server error', extensions: { status: 500 } }] })).verdict).toBe(
      'serverError',
    );
    expect(checkAnswer(graphql, json(200, { errors: [{ message: 'relation "pg_shadow" does not exist' }] })).verdict).toBe('leak');
    expect(checkAnswer(graphql, json(200, { data: { customersList: [{ id: 1 }] } })).verdict).toBe('ok');
  });
});

describe('the fuzz stored-data check', () => {
  let p: FuzzProject;
  beforeAll(async () => {
    p = await openFuzzProject(projectTargets('plinth_fuzzcheck').find((t) => t.sqlite)!);
  }, 60_000);
  afterAll(async () => {
    await p?.close();
  });

  it('reports a change no accepted write answered, and takes one that did', async () => {
    const before = await snapshot(p.knex, true);
    const [first, second] = p.model.ids.customers!;
    const ledger = new WriteLedger();
    expect(await unexplainedChanges(p, before, await snapshot(p.knex, true), ledger)).toEqual([]);

    // Written behind the APIs' back: nothing explains it.
    await p.knex('customers').where({ id: first }).update({ name: 'changed' });
    const changes = await unexplainedChanges(p, before, await snapshot(p.knex, true), ledger);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatch(new RegExp(`^customers ${first}: .*"Customer 0".* -> .*"changed"`));

    // An accepted write's answer explains its row, as long as the row reads back as answered.
    const answered = await p.h.request(`/nc/${p.projectId}/api/v1/customers/${second}`, {
      method: 'PUT',
      body: { age: 99 },
      headers: { 'xc-auth': p.owner },
    });
    expect(answered.status).toBe(200);
    ledger.add('customers', 'rest', answered.body);
    ledger.add('customers', 'rest', {
      ...(await p.h.request(`/nc/${p.projectId}/api/v1/customers/${first}`, { headers: { 'xc-auth': p.owner } })).body,
    });
    expect(await unexplainedChanges(p, before, await snapshot(p.knex, true), ledger)).toEqual([]);
    const wrong = new WriteLedger();
    wrong.add('customers', 'rest', { ...answered.body, age: 98 });
    expect(
      (await unexplainedChanges(p, before, await snapshot(p.knex, true), wrong)).some((c) => c.startsWith(`customers ${second}: stored`)),
    ).toBe(true);
  });
});
