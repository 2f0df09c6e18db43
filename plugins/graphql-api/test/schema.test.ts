/**
 * Schema generation from table meta: names (hostile ones too), scalars per uidt and database,
 * relation and virtual fields, views and disabled tables, introspection, depth and cost limits.
 * Resolvers are not run here (see graphql.test.ts against real databases).
 */
import { describe, expect, it } from 'vitest';
import type { TableMeta } from '@plinth/sdk';
import type { TableDataService } from '@plinth/sdk/server';
import {
  assertValidSchema,
  execute,
  getIntrospectionQuery,
  type GraphQLObjectType,
  parse,
  printSchema,
  specifiedRules,
  validate,
  type GraphQLSchema,
} from '../server/graphql-js.js';
import { DocumentCache } from '../server/documents.js';
import { costRule, depthRule, limitRules } from '../server/limits.js';
import { graphqlName, typeName } from '../server/names.js';
import { buildProjectSchema } from '../server/schema.js';

/** Schema-shape tests never resolve a field; any call would be a test bug. */
const unusedData = new Proxy({} as TableDataService, {
  get: (_t, name) => () => {
    throw new Error(`data.${String(name)} called while only building the schema`);
  },
});

const col = (cn: string, uidt: TableMeta['columns'][number]['uidt'], extra: Partial<TableMeta['columns'][number]> = {}) => ({
  cn,
  _cn: cn,
  uidt,
  ...extra,
});

const customers: TableMeta = {
  tn: 'customers',
  _tn: 'customers',
  columns: [
    col('id', 'ID', { dt: 'integer', pk: true, ai: true }),
    col('name', 'SingleLineText', { dt: 'varchar', rqd: true }),
    col('vip', 'Checkbox', { dt: 'boolean' }),
    col('born', 'Date', { dt: 'date' }),
    col('seen', 'DateTime', { dt: 'timestamp' }),
    col('opens', 'Time', { dt: 'time' }),
    col('balance', 'Decimal', { dt: 'decimal' }),
    col('prefs', 'JSON', { dt: 'json' }),
    col('files', 'Attachment', { dt: 'text' }),
    col('big', 'Number', { dt: 'bigint' }),
  ],
  v: [
    { _cn: 'order totals', lk: { ltn: 'orders', type: 'hm', lcn: 'total' } },
    { _cn: 'spent', rl: { rltn: 'orders', rlcn: 'total', type: 'hm', fn: 'sum' } },
    { _cn: 'orderCount', rl: { rltn: 'orders', rlcn: 'total', type: 'hm', fn: 'count' } },
    { _cn: 'label', formula: { value: 'CONCAT(name, "!")' } },
    { _cn: 'tagCount', count: { ctn: 'tags', type: 'mm' } },
  ],
  hasMany: [{ tn: 'customers', rtn: 'orders', cn: 'id', rcn: 'customer_id' }],
  manyToMany: [{ tn: 'customers', rtn: 'tags', cn: 'id', rcn: 'id', vtn: 'm2m_customers_tags', vcn: 'customers_id', vrcn: 'tags_id' }],
};
const orders: TableMeta = {
  tn: 'orders',
  _tn: 'orders',
  columns: [
    col('id', 'ID', { dt: 'integer', pk: true, ai: true }),
    col('total', 'Decimal', { dt: 'decimal' }),
    col('customer_id', 'ForeignKey', { dt: 'integer' }),
  ],
  v: [{ _cn: 'customer name', lk: { ltn: 'customers', type: 'bt', lcn: 'name' } }],
  belongsTo: [{ tn: 'orders', rtn: 'customers', cn: 'customer_id', rcn: 'id' }],
};
const tags: TableMeta = {
  tn: 'tags',
  _tn: 'tags',
  columns: [col('id', 'ID', { dt: 'integer', pk: true, ai: true }), col('label', 'SingleLineText', { dt: 'varchar' })],
  manyToMany: [{ tn: 'tags', rtn: 'customers', cn: 'id', rcn: 'id', vtn: 'm2m_customers_tags', vcn: 'tags_id', vrcn: 'customers_id' }],
};
const view: TableMeta = {
  tn: 'big_spenders',
  _tn: 'big_spenders',
  type: 'view',
  columns: [col('name', 'SingleLineText', { dt: 'varchar' })],
};
const hidden: TableMeta = {
  tn: 'secrets',
  _tn: 'secrets',
  enabled: false,
  columns: [col('id', 'ID', { dt: 'integer', pk: true, ai: true })],
};

const shop = (client = 'pg', tables = [customers, orders, tags, view, hidden]) =>
  buildProjectSchema({ projectId: 'p1', client, tables }, unusedData);

const fieldsOf = (schema: GraphQLSchema, type: string) => (schema.getType(type) as GraphQLObjectType).getFields();
const typeOf = (schema: GraphQLSchema, type: string, field: string) => String(fieldsOf(schema, type)[field]?.type);

describe('GraphQL schema from table meta', () => {
  it('has the spec operations per table, and m2mNotChildren', () => {
    const schema = shop();
    assertValidSchema(schema);
    const queries = Object.keys(schema.getQueryType()!.getFields());
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    for (const t of ['customers', 'orders', 'tags']) {
      expect(queries).toEqual(expect.arrayContaining([`${t}List`, `${t}Read`, `${t}Count`]));
      expect(mutations).toEqual(expect.arrayContaining([`${t}Create`, `${t}Update`, `${t}Delete`, `${t}CreateBulk`]));
    }
    expect(queries).toEqual(expect.arrayContaining(['m2mNotChildren', 'm2mNotChildrenCount']));
    const list = schema.getQueryType()!.getFields().customersList!;
    expect(list.args.map((a) => `${a.name}: ${String(a.type)}`)).toEqual([
      'where: String',
      'sort: String',
      'limit: Int',
      'offset: Int',
      'conditionGraph: JSON',
    ]);
    expect(String(list.type)).toBe('[Customers!]!');
    expect(
      schema
        .getQueryType()!
        .getFields()
        .m2mNotChildren!.args.map((a) => a.name),
    ).toEqual(['pid', 'assoc', 'parent', 'limit', 'offset']);
    expect(String(schema.getMutationType()!.getFields().ordersCreateBulk!.args[0]!.type)).toBe('[OrdersInput!]!');
  });

  it('maps each uidt to a scalar, with integer widths per database', () => {
    const pg = shop('pg');
    expect(Object.fromEntries(Object.entries(fieldsOf(pg, 'Customers')).map(([k, f]) => [k, String(f.type)]))).toMatchObject({
      id: 'Int',
      name: 'String',
      vip: 'Boolean',
      born: 'Date',
      seen: 'DateTime',
      opens: 'Time',
      balance: 'Float',
      prefs: 'JSON',
      files: 'JSON',
      big: 'BigInt',
    });
    // SQLite integers are 64-bit whatever the declared type.
    expect(typeOf(shop('sqlite3'), 'Customers', 'id')).toBe('BigInt');
    expect(typeOf(shop('mysql2'), 'Orders', 'customer_id')).toBe('Int');
  });

  it('has nested relations and virtual columns, named as REST embeds them', () => {
    const schema = shop();
    expect(typeOf(schema, 'Customers', 'ordersList')).toBe('[Orders!]!');
    expect(fieldsOf(schema, 'Customers').ordersList!.args.map((a) => a.name)).toEqual(['where', 'sort', 'limit', 'conditionGraph']);
    expect(typeOf(schema, 'Customers', 'tagsMMList')).toBe('[Tags!]!');
    expect(typeOf(schema, 'Tags', 'customersMMList')).toBe('[Customers!]!');
    expect(typeOf(schema, 'Orders', 'customersRead')).toBe('Customers');
    expect(typeOf(schema, 'Customers', 'order_totals')).toBe('[Float]');
    expect(typeOf(schema, 'Customers', 'spent')).toBe('Float');
    expect(typeOf(schema, 'Customers', 'orderCount')).toBe('Int');
    expect(typeOf(schema, 'Customers', 'label')).toBe('JSON');
    expect(typeOf(schema, 'Customers', 'tagCount')).toBe('Int');
    expect(typeOf(schema, 'Orders', 'customer_name')).toBe('String');
    // Inputs: physical columns only, no auto-increment key.
    const input = Object.keys((schema.getType('CustomersInput') as unknown as GraphQLObjectType).getFields());
    expect(input).toEqual(['name', 'vip', 'born', 'seen', 'opens', 'balance', 'prefs', 'files', 'big']);
  });

  it('gives views list and count only, and leaves disabled tables out', () => {
    const schema = shop();
    const queries = Object.keys(schema.getQueryType()!.getFields());
    expect(queries).toEqual(expect.arrayContaining(['big_spendersList', 'big_spendersCount']));
    expect(queries).not.toContain('big_spendersRead');
    expect(Object.keys(schema.getMutationType()!.getFields()).filter((n) => n.startsWith('big_spenders'))).toEqual([]);
    expect(queries.filter((n) => n.startsWith('secrets'))).toEqual([]);
    expect(schema.getType('Secrets')).toBeUndefined();
  });

  it('makes hostile names GraphQL-safe, resolving collisions the same way whatever the meta order', () => {
    expect(graphqlName('order items')).toBe('order_items');
    expect(graphqlName('café')).toBe('cafe');
    expect(graphqlName('2024')).toBe('_2024');
    expect(graphqlName('__typename')).toBe('x__typename');
    expect(graphqlName('客户')).toBe('_5ba2_6237');
    expect(graphqlName('')).toBe('_');
    expect(typeName('order items')).toBe('OrderItems');
    const hostile = (tn: string, cols: string[]): TableMeta => ({
      tn,
      _tn: tn,
      columns: [col('id', 'ID', { dt: 'integer', pk: true, ai: true }), ...cols.map((c) => col(c, 'SingleLineText', { dt: 'varchar' }))],
    });
    const tables = [
      hostile('order items', ['first name', 'first_name', '__typename', "x'); DROP TABLE t; --"]),
      hostile('order_items', ['客户', '客']),
      hostile('Query', ['a-b']),
      hostile('2024', []),
      hostile('JSON', []),
      hostile('m2mNotChildren', []),
    ];
    const a = shop('pg', tables);
    const b = shop('pg', [...tables].reverse());
    assertValidSchema(a);
    expect(printSchema(b)).toBe(printSchema(a));
    const queries = Object.keys(a.getQueryType()!.getFields());
    expect(queries).toEqual(
      expect.arrayContaining([
        'order_itemsList',
        'order_items_2List',
        'QueryList',
        '_2024List',
        'JSONList',
        'm2mNotChildren_2List',
        'm2mNotChildren',
      ]),
    );
    // Tables sort by name: `order items` (space) before `order_items`; a table named
    // m2mNotChildren would collide on m2mNotChildrenCount, so all its fields move over.
    expect(String(a.getQueryType()!.getFields().order_itemsList!.type)).toBe('[OrderItems!]!');
    expect(String(a.getQueryType()!.getFields().order_items_2List!.type)).toBe('[OrderItems_2!]!');
    expect(a.getType('Query_2')).toBeDefined();
    expect(a.getType('JSON_2')).toBeDefined();
    expect(Object.keys(fieldsOf(a, 'OrderItems'))).toEqual(['id', 'first_name', 'first_name_2', 'x__typename', 'x____DROP_TABLE_t____']);
    expect(fieldsOf(a, 'OrderItems').first_name!.description).toBe("'first name'");
    expect(Object.keys(fieldsOf(a, 'OrderItems_2'))).toEqual(['id', '_5ba2_6237', '_5ba2']);
  });

  it('answers the introspection query without touching data', async () => {
    const schema = shop();
    const result = await execute({ schema, document: parse(getIntrospectionQuery()) });
    expect(result.errors).toBeUndefined();
    const types = (result.data as { __schema: { types: { name: string }[] } }).__schema.types.map((t) => t.name);
    expect(types).toEqual(expect.arrayContaining(['Customers', 'CustomersInput', 'Orders', 'Tags', 'JSON', 'BigInt', 'DateTime']));
  });

  it('keeps parsed documents and static verdicts per schema, and checks the cost per request', () => {
    const limits = { maxDepth: 5, maxComplexity: 5_000 };
    const cache = new DocumentCache([depthRule(limits)], 3);
    const schema = shop();
    const q = '{ customersList { id } }';
    const doc = cache.parse(q);
    expect(cache.parse(q)).toBe(doc);
    expect(cache.validate(schema, doc)).toEqual([]);
    const vq = 'query Q($n: Int) { customersList(limit: $n) { ordersList(limit: $n) { id } } }';
    const vdoc = cache.parse(vq);
    expect(cache.validate(schema, vdoc, [costRule(limits, { n: 5 }, undefined)])).toEqual([]);
    expect(cache.validate(schema, vdoc, [costRule(limits, { n: 500 }, undefined)])[0]?.message).toMatch(/^Query is too complex/);
    expect(cache.validate(schema, cache.parse('{ nope }'))[0]?.message).toMatch(/Cannot query field "nope"/);
    // A rebuilt schema (a table gone) validates the same document again.
    expect(cache.validate(shop('pg', [tags]), doc)[0]?.message).toMatch(/Cannot query field "customersList"/);
    // At most 3 documents: the least recently used goes first.
    cache.parse('{ a: customersCount }');
    cache.parse('{ b: customersCount }');
    expect(cache.parse(q)).not.toBe(doc);
    expect(() => cache.parse('{ customersList { ')).toThrow(/Syntax Error/);
  });

  it('builds the cost rule once for a document without variables and keeps its verdict, per request otherwise', () => {
    const limits = { maxDepth: 5, maxComplexity: 5_000 };
    const cache = new DocumentCache([depthRule(limits)]);
    const schema = shop();
    let built = 0;
    const rule = (document: ReturnType<typeof cache.parse>, variables: Record<string, unknown>, operationName?: string) =>
      cache.ruleFor(document, operationName, () => {
        built++;
        return costRule(limits, variables, operationName);
      });
    const costly = cache.parse('query A { customersList(limit: 500) { ordersList(limit: 500) { id } } } query B { customersCount }');
    for (let i = 0; i < 3; i++) {
      expect(cache.validate(schema, costly, [rule(costly, {}, 'A')])[0]?.message).toMatch(/^Query is too complex/);
      expect(cache.validate(schema, costly, [rule(costly, {}, 'B')])).toEqual([]);
    }
    expect(built).toBe(2);
    // the verdict is the schema's: a rebuilt one validates again
    expect(cache.validate(shop('pg', [tags]), cache.parse('{ tagsList { id } }'), [rule(cache.parse('{ tagsList { id } }'), {})])).toEqual(
      [],
    );
    // with variables the rule is built for each request: its verdict follows the values
    const withVariables = cache.parse('query Q($n: Int) { customersList(limit: $n) { ordersList(limit: $n) { id } } }');
    built = 0;
    expect(cache.validate(schema, withVariables, [rule(withVariables, { n: 5 })])).toEqual([]);
    expect(cache.validate(schema, withVariables, [rule(withVariables, { n: 500 })])[0]?.message).toMatch(/^Query is too complex/);
    expect(built).toBe(2);
  });

  describe('limits', () => {
    const errorsOf = (
      schema: GraphQLSchema,
      query: string,
      limits = { maxDepth: 5, maxComplexity: 5_000 },
      variables?: Record<string, unknown>,
    ) => validate(schema, parse(query), [...specifiedRules, ...limitRules(limits, variables, undefined)]).map((e) => e.message);

    it('refuses queries nested deeper than allowed, with a clear message', () => {
      const schema = shop();
      const ok = '{ customersList(limit: 2) { ordersList(limit: 2) { customersRead { tagsMMList(limit: 2) { id } } } } }';
      expect(errorsOf(schema, ok)).toEqual([]);
      const deep =
        '{ customersList(limit: 2) { ordersList(limit: 2) { customersRead { tagsMMList(limit: 2) { customersMMList(limit: 2) { id } } } } } }';
      expect(errorsOf(schema, deep)).toEqual(['Query is too deep: 6 levels of fields, at most 5 are allowed']);
      // Fragments count where they are spread; a cycle is the spec rule's error, not a crash.
      const viaFragment =
        'query { customersList(limit: 2) { ...C } } fragment C on Customers { ordersList(limit: 2) { customersRead { tagsMMList(limit: 2) { customersMMList(limit: 2) { id } } } } }';
      expect(errorsOf(schema, viaFragment)).toContain('Query is too deep: 6 levels of fields, at most 5 are allowed');
      const cycle = 'query { customersList { ...C } } fragment C on Customers { ordersList { customersRead { ...C } } }';
      expect(errorsOf(schema, cycle).join('\n')).toMatch(/Cannot spread fragment "C" within itself/);
      // Introspection is deep by nature and not limited.
      expect(errorsOf(schema, getIntrospectionQuery())).toEqual([]);
    });

    it('refuses queries whose rows multiply beyond the cost limit, counting variables', () => {
      const schema = shop();
      expect(errorsOf(schema, '{ customersList(limit: 10) { id ordersList(limit: 10) { id } } }')).toEqual([]);
      const [error] = errorsOf(schema, '{ customersList(limit: 100) { id ordersList(limit: 100) { id customersRead { name } } } }');
      expect(error).toMatch(/^Query is too complex: its estimated cost is \d+, at most 5000 is allowed/);
      const withVariables = 'query Q($n: Int) { customersList(limit: $n) { id ordersList(limit: $n) { id } } }';
      expect(errorsOf(schema, withVariables, undefined, { n: 5 })).toEqual([]);
      expect(errorsOf(schema, withVariables, undefined, { n: 500 })[0]).toMatch(/^Query is too complex/);
      // Without a limit a list counts as 25 rows (the REST default).
      expect(errorsOf(schema, '{ customersList { ordersList { tagsList: customersRead { id } } } }')).toEqual([]);
    });
  });
});
