/**
 * The lean path (server/fast-path.ts) answers what graphql-http answers: the same request sent
 * without variables (lean path) and with `variables: {}` (graphql-http, whatever the document)
 * gets the same status, content type and body: data, resolver errors, refusals by the depth and
 * cost limits, mutations, both answer types. And it is the path taken for the common request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { GRAPHQL_API } from '@plinth/sdk';
import { bootTestHost, signedUpProject, type TestHost } from '@plinth/sdk/testing';
import { CompiledQueries } from '../server/compiled.js';
import { DocumentCache } from '../server/documents.js';
import { acceptedMediaType, fastAnswer } from '../server/fast-path.js';
import { buildSchema } from '../server/graphql-js.js';
import type { GraphqlContext } from '../server/schema.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'graphql-api'];

describe('GraphQL lean path', () => {
  let h: TestHost;
  let token: string;
  let path: string;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    const session = await signedUpProject(h, { title: 'Shop' });
    token = session.token;
    path = GRAPHQL_API.endpoint(session.projectId);
    await session.createTables({ customers: { id: 'ID', name: 'SingleLineText' }, orders: { id: 'ID', total: 'Number' } });
    await session.rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const post = async (body: Record<string, unknown>, accept = 'application/json') => {
    const res = await fetch(h.url + path, {
      method: 'POST',
      headers: { 'xc-auth': token, 'content-type': 'application/json', accept },
      body: JSON.stringify(body),
    });
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };
  /** The lean path's answer, after checking graphql-http gives the same. */
  const same = async (query: string, accept?: string, operationName?: string) => {
    const lean = await post({ query, operationName }, accept);
    expect(lean, query).toEqual(await post({ query, operationName, variables: {} }, accept));
    return { ...lean, body: JSON.parse(lean.body) as { data?: any; errors?: { message: string; extensions?: unknown }[] } };
  };

  it('answers data, mutations and resolver errors as graphql-http does', async () => {
    // Run twice (once per path): two rows named Ada, the answers differ in nothing shown.
    const ada = await same('mutation { customersCreate(data: { name: "Ada" }) { name } }');
    expect(ada.body.data.customersCreate.name).toBe('Ada');
    const id = JSON.parse((await post({ query: '{ customersList(limit: 1) { id } }' })).body).data.customersList[0].id as number;
    await post({ query: `mutation { ordersCreate(data: { total: 5, customer_id: ${id} }) { id } }` });
    const list = await same('{ customersList(sort: "name") { name ordersList { total } } }');
    expect(list).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
    expect(list.body.data.customersList).toContainEqual({ name: 'Ada', ordersList: [{ total: 5 }] });
    const refused = await same('{ customersList(where: "(nope,eq,1)") { name } }');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ status: 400 });
    const graphqlJson = await same('{ customersCount }', 'application/graphql-response+json');
    expect(graphqlJson).toMatchObject({ status: 200, type: 'application/graphql-response+json; charset=utf-8' });
    await same('query A { customersCount } query B { customersList { id } }', undefined, 'B');
  });

  it('leaves invalid, too deep and too costly documents to graphql-http, with the same answers', async () => {
    expect((await same('{ customersList { nope } }', 'application/graphql-response+json')).status).toBe(400);
    expect((await same('{ customersList(')).body.errors).toHaveLength(1);
    const deep = `{ customersList { ${'ordersList { customersRead { '.repeat(6)}name${' } }'.repeat(6)} } }`;
    expect((await same(deep)).body.errors?.[0]?.message).toMatch(/^Query is too deep/);
    const costly = await same('{ customersList(limit: 1000) { ordersList(limit: 1000) { id total } } }');
    expect(costly.body.errors?.[0]?.message).toMatch(/^Query is too complex/);
  });

  it('is the path taken for a POST with a JSON body and no variables, and only for that', async () => {
    const schema = buildSchema('type Query { hello: String }');
    const documents = new DocumentCache([]);
    const options = { documents, compiled: new CompiledQueries(), rules: () => [], formatError: (e: Error) => e };
    const request = (over: Partial<Request>) =>
      ({
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: { query: '{ hello }' },
        ...over,
      }) as Request;
    const context = {} as GraphqlContext;
    expect(await fastAnswer(request({}), schema, context, options)).toEqual({
      body: '{"data":{"hello":null}}',
      contentType: 'application/json; charset=utf-8',
    });
    for (const over of [
      { method: 'GET' },
      { body: { query: '{ hello }', variables: { a: 1 } } },
      { body: { query: '{ hello }', extensions: {} } },
      { body: { query: '{ nope }' } },
      { body: { query: '{' } },
      { headers: { 'content-type': 'text/plain', accept: 'application/json' } },
      { headers: { 'content-type': 'application/json', accept: 'application/xml' } },
    ] as Partial<Request>[])
      expect(await fastAnswer(request(over), schema, context, options), JSON.stringify(over)).toBeUndefined();
    expect(acceptedMediaType(undefined)).toBe('application/json; charset=utf-8');
    expect(acceptedMediaType('text/html, application/graphql-response+json')).toBe('application/graphql-response+json; charset=utf-8');
  });
});
