import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@plinth/sdk';
import { inviteAccount } from '@plinth/sdk/testing';
import type { OpenApiDocument } from '../server/openapi-types.js';
import { bootShop, ODD, type ShopFixture } from './openapi-fixture.js';

let s: ShopFixture;
let doc: OpenApiDocument;

/** Ajv on the document itself: `check('Customers', value)` validates against a component schema. */
function schemaChecker(d: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  // The document is not a schema; its component schemas are, reached by JSON pointer.
  ajv.addKeyword('components');
  ajv.addSchema({ $id: 'doc.json', components: d.components }, undefined, undefined, false);
  return (name: string, value: unknown) => {
    const validate = ajv.compile({ $ref: `doc.json#/components/schemas/${name}` });
    return validate(value) ? 'valid' : ajv.errorsText(validate.errors);
  };
}

beforeAll(async () => {
  s = await bootShop();
  const r = await s.get(`${s.base}/swagger.json`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  doc = r.body;
});
afterAll(() => s?.h.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every route of every table', () => {
    const ops = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
    expect(ops('/customers')).toEqual(['get', 'post']);
    expect(ops('/customers/count')).toEqual(['get']);
    expect(ops('/customers/bulk')).toEqual(['post']);
    expect(ops('/customers/all')).toEqual(['delete', 'put']);
    expect(ops('/customers/{id}')).toEqual(['delete', 'get', 'put']);
    expect(ops('/customers/m2mNotChildren/customers_tags/{pid}')).toEqual(['get']);
    expect(ops(`/${encodeURIComponent(ODD.table)}`)).toEqual(['get', 'post']);
    const names = (path: string, method: 'get' | 'post' | 'put' | 'delete') =>
      (doc.paths[path]?.[method]?.parameters ?? []).map((p) => ('$ref' in p ? p.$ref.split('/').pop() : p.name));
    expect(names('/customers', 'get')).toEqual([
      'where',
      'conditionGraph',
      'sort',
      'fields',
      'limit',
      'offset',
      'withTotal',
      'exactTotal',
      'hm',
      'mm',
    ]);
    expect(names('/orders', 'get')).toEqual([
      'where',
      'conditionGraph',
      'sort',
      'fields',
      'limit',
      'offset',
      'withTotal',
      'exactTotal',
      'bt',
    ]);
    expect(names('/customers/count', 'get')).toEqual(['where', 'conditionGraph', 'estimate']);
    expect(doc.components.parameters.conditionGraph!.description).toContain('"relation": "hm" | "bt" | "mm"');
    expect(names('/customers/all', 'delete')).toEqual(['where']);
    expect(doc.components.parameters.where!.description).toContain('`~and`');
    expect(doc.components.parameters.where!.description).toContain('`btw`');
    expect(doc.components.securitySchemes).toEqual({
      'xc-auth': expect.objectContaining({ type: 'apiKey', in: 'header', name: 'xc-auth' }),
      'xc-token': expect.objectContaining({ type: 'apiKey', in: 'header', name: 'xc-token' }),
    });
    expect(doc.paths['/customers']!.get!.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(doc.components.schemas.ApiError).toMatchObject({ properties: { msg: { type: 'string' } }, required: ['msg'] });
  });

  it('types each column from its uidt', () => {
    const create = doc.components.schemas.CustomersCreate!;
    expect(create.required).toEqual(['name']);
    expect(create.properties).toMatchObject({
      name: { type: 'string' },
      email: { type: ['string', 'null'], format: 'email' },
      site: { type: ['string', 'null'], format: 'uri' },
      age: { type: ['integer', 'null'] }, // Number is an integer column on SQLite
      vip: { type: ['boolean', 'null'] },
      tier: { type: ['string', 'null'], enum: ['gold', 'silver', null] },
      born: { type: ['string', 'null'], format: 'date' },
      seen: { type: ['string', 'null'], format: 'date-time' },
    });
    expect(create.properties).not.toHaveProperty('id');
    expect(doc.components.schemas.Customers!.properties!.id).toMatchObject({ type: 'integer', readOnly: true });
    expect(doc.components.schemas.CustomersUpdate!.required).toBeUndefined();
    const odd = Object.values(doc.components.schemas).find((x) => x.title === `${ODD.table} (create)`)!;
    expect(odd.properties![ODD.column]!.enum).toEqual([...ODD.options, null]);
  });

  it('describes what the API answers and takes', async () => {
    const check = schemaChecker(doc);
    const ada = {
      name: 'Ada',
      email: 'ada@example.com',
      site: 'https://ada.example',
      age: 36,
      vip: true,
      tier: 'gold',
      born: '1990-12-10',
      seen: '2024-05-01T10:00:00Z',
    };
    expect(check('CustomersCreate', ada)).toBe('valid');
    const created = await s.h.request(`${s.base}/customers`, { body: ada, headers: { 'xc-auth': s.token } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(check('Customers', created.body)).toBe('valid');
    const order = await s.h.request(`${s.base}/orders`, {
      body: { total: 9.5, customer_id: created.body.id },
      headers: { 'xc-auth': s.token },
    });
    expect(check('Orders', order.body)).toBe('valid');

    const customers = (await s.get(`${s.base}/customers?hm=orders&mm=tags`)).body;
    expect(customers.list[0]).toMatchObject({
      spent: 9.5,
      'order totals': [9.5],
      ordersList: [{ total: 9.5, 'with tax': 11.4 }],
      tagsMMList: [],
    });
    expect(customers.list[0]).toMatchObject({ greeting: 'Hi Ada', grown: true, 'order count': 1 });
    expect(doc.components.schemas.Customers!.properties!.grown).toEqual({
      type: ['boolean', 'null'],
      readOnly: true,
      description: 'Formula: {age} >= 18',
    });
    expect(check('CustomersList', customers)).toBe('valid');
    const orders = (await s.get(`${s.base}/orders?bt=customers`)).body;
    expect(orders.list[0]).toMatchObject({ buyer: 'Ada', customersRead: { name: 'Ada' } });
    expect(check('OrdersList', orders)).toBe('valid');
    expect(check('Customers', (await s.get(`${s.base}/customers/${created.body.id}?hm=orders`)).body)).toBe('valid');
    expect(check('Count', (await s.get(`${s.base}/customers/count`)).body)).toBe('valid');
    const notFound = await s.get(`${s.base}/customers/999`);
    expect(notFound.status).toBe(404);
    expect(check('ApiError', notFound.body)).toBe('valid');

    // What the schema refuses, the server refuses too.
    for (const bad of [
      { name: 'B', email: 'not-mail' },
      { name: 'B', tier: 'bronze' },
      { email: 'b@example.com' },
      { name: 'B', shoe: 1 },
    ]) {
      expect(check('CustomersCreate', bad)).not.toBe('valid');
      expect((await s.h.request(`${s.base}/customers`, { body: bad, headers: { 'xc-auth': s.token } })).status).toBe(400);
    }
  });

  it('regenerates when the schema changes', async () => {
    expect(doc.components.schemas.Tags!.properties).not.toHaveProperty('colour');
    const r = await s.rpc('tableUpdate', { tn: 'tags', add: [{ cn: 'colour', uidt: 'SingleSelect', dtxp: "'red','blue'" }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const next = (await s.get(`${s.base}/swagger.json`)).body as OpenApiDocument;
    expect(next.components.schemas.TagsCreate!.properties!.colour).toMatchObject({ enum: ['red', 'blue', null] });

    expect((await s.rpc('tableCreate', { tn: 'invoices', columns: [{ cn: 'id', uidt: 'ID' }] })).status).toBe(200);
    expect((await s.get(`${s.base}/swagger.json`)).body.paths).toHaveProperty(['/invoices/{id}']);
  });
});

describe('the document routes', () => {
  it('let project members in and keep everyone else out', async () => {
    for (const path of ['swagger.json', 'client.ts']) {
      expect((await s.get(`${s.base}/${path}`, null)).status).toBe(401);
    }
    const email = 'stranger@example.com';
    const stranger = await inviteAccount(s.h, s.token, email);
    for (const path of ['swagger.json', 'client.ts']) {
      expect(await s.get(`${s.base}/${path}`, stranger)).toMatchObject({ status: 403, body: { msg: expect.any(String) } });
    }
    await s.h.request(`/api/v1/auth/projects/${s.projectId}/users`, { body: { email, roles: 'viewer' }, headers: { 'xc-auth': s.token } });
    expect((await s.get(`${s.base}/swagger.json`, stranger)).status).toBe(200);
    const client = await s.get(`${s.base}/client.ts`, stranger);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-disposition')).toBe('attachment; filename="Shop-client.ts"');
  });

  it('serves the Swagger UI page publicly, beside a table of the same name', async () => {
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    const redirect = await fetch(`${s.h.url}${s.base}/swagger`, { headers: { accept: html }, redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`${s.base}/swagger/`);
    const page = await s.get(`${s.base}/swagger/`, null, html);
    expect(page.status).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const init = await s.get(`${s.base}/swagger/swagger-ui-init.js`, null, '*/*');
    expect(init.body).toContain('"swaggerUrl": "../swagger.json"');
    expect(init.body).toContain(SESSION_STORAGE_KEY);
    expect((await s.get(`${s.base}/swagger/swagger-ui-bundle.js`, null, '*/*')).status).toBe(200);
    // An API client asking for JSON gets the table `swagger`.
    expect((await s.get(`${s.base}/swagger`)).body).toMatchObject({ list: [], pageInfo: { totalRows: 0 } });
  });
});
