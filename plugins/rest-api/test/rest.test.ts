import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, defineManifest, definePlugin } from '@plinth/sdk';
import { DataHooks, type RowChange } from '@plinth/sdk/server';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, projectTargets, signedUpProject, columnsOf } from '@plinth/sdk/testing';

/** The changes the data service announced, as the live and audit plugins see them. */
const announced: RowChange[] = [];
const changeProbe = definePlugin({
  manifest: defineManifest({ id: 'change-probe', version: '0.0.0', displayName: 'Change probe', dependsOn: ['data'] }),
  server: {
    setup(ctx) {
      ctx.hooks.tap(DataHooks.rowsChanged, ({ changes }) => void announced.push(...changes));
    },
  },
});

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'data', 'rest-api', changeProbe];

describe.each(projectTargets('plinth_rest'))('REST data API on $name', (target) => {
  let h: TestHost;
  let session: TestProjectSession;
  let token: string;
  let projectId: string;
  let base: string;
  let db: ProjectDatabase | undefined;
  const api: TestProjectSession['api'] = (path, init) => session.api(path, init);
  const rpc = (op: string, args: unknown) => session.rpcAnswer(op, args);

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    session = await signedUpProject(h, { title: 'Shop', db: db.input });
    ({ token, projectId } = session);
    base = `/nc/${projectId}/api/v1`;
    const table = async (tn: string, columns: unknown[]) => {
      const r = await rpc('tableCreate', { tn, columns: [{ cn: 'id', uidt: 'ID' }, ...columns] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    await table('customers', [
      { cn: 'name', uidt: 'SingleLineText', rqd: true },
      { cn: 'email', uidt: 'Email' },
      { cn: 'age', uidt: 'Number' },
      { cn: 'vip', uidt: 'Checkbox' },
      { cn: 'tier', uidt: 'SingleSelect', dtxp: "'gold','silver'" },
    ]);
    await table('orders', [{ cn: 'total', uidt: 'Decimal' }]);
    await table('tags', [{ cn: 'label', uidt: 'SingleLineText' }]);
    expect((await rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customer_id' })).status).toBe(200);
    expect((await rpc('xcM2MRelationCreate', { tn: 'customers', rtn: 'tags' })).status).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('creates rows, validating each value against its column type', async () => {
    const people = [
      { name: 'Ada', email: 'ada@example.com', age: 36, vip: true, tier: 'gold' },
      { name: 'Bob', email: 'bob@example.com', age: 17, vip: false, tier: 'silver' },
      { name: 'Cy', age: 52, vip: false },
      { name: "O'Brien; --", age: 41, vip: true, tier: 'gold' },
    ];
    for (const p of people) {
      const r = await api('/customers', { body: p });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body).toMatchObject({ ...p, id: expect.anything() });
    }
    const bad = async (body: unknown, msg: string) =>
      expect(await api('/customers', { body })).toMatchObject({ status: 400, body: { msg } });
    await bad({ email: 'x@example.com' }, "Column 'name' is required");
    await bad({ name: 'E', email: 'not-mail' }, "Invalid value for column 'email': 'not-mail' is not an e-mail address");
    await bad({ name: 'E', age: 'old' }, "Value 'old' is not a number for column 'age'");
    await bad({ name: 'E', tier: 'bronze' }, "Invalid value for column 'tier': 'bronze' is not one of its options");
    await bad({ name: 'E', shoe: 42 }, "Unknown column 'shoe'");
    await bad({ id: 99, name: 'E' }, "Column 'id' is set by the database");
  });

  it('lists with where, sort, fields and pages, never interpolating input', async () => {
    const names = (r: { body: { list: { name: string }[] } }) => r.body.list.map((c) => c.name);
    expect(names(await api('/customers?sort=-age'))).toEqual(['Cy', "O'Brien; --", 'Ada', 'Bob']);
    expect(names(await api('/customers?where=(age,gt,18)~and(vip,eq,true)&sort=name'))).toEqual(['Ada', "O'Brien; --"]);
    expect(names(await api(`/customers?where=${encodeURIComponent("(name,eq,O'Brien; --)")}`))).toEqual(["O'Brien; --"]);
    const page = await api('/customers?sort=name&limit=3&offset=3&fields=name');
    expect(page.body).toEqual({
      list: [{ name: "O'Brien; --" }],
      pageInfo: { totalRows: 4, page: 2, pageSize: 3, isFirstPage: false, isLastPage: true },
    });
    expect((await api('/customers?limit=2')).body.pageInfo).toMatchObject({ totalRows: 4, isFirstPage: true, isLastPage: false });
    // withTotal=false: the same page without the COUNT beside it (the grid pages through large tables).
    expect((await api('/customers?sort=name&limit=3&offset=3&fields=name&withTotal=false')).body).toEqual({
      list: [{ name: "O'Brien; --" }],
      pageInfo: { totalRows: null, page: 2, pageSize: 3, isFirstPage: false, isLastPage: true },
    });
    expect((await api('/customers?limit=2&withTotal=true')).body.pageInfo).toMatchObject({ totalRows: 4 });
    expect(await api('/customers?withTotal=no')).toMatchObject({ status: 400, body: { msg: "withTotal must be 'true' or 'false'" } });
    expect(await api('/customers?where=(shoe,eq,1)')).toMatchObject({ status: 400, body: { msg: "Unknown column 'shoe' in where" } });
    expect((await api('/customers/count?where=(vip,eq,true)')).body).toEqual({ count: 2 });
  });

  it('reads, updates and deletes one row; 404 for a missing one', async () => {
    const ada = (await api('/customers?where=(name,eq,Ada)')).body.list[0];
    expect((await api(`/customers/${ada.id}`)).body).toMatchObject({ name: 'Ada', vip: true });
    const updated = await api(`/customers/${ada.id}`, { method: 'PUT', body: { age: 37 } });
    expect(updated.body).toMatchObject({ name: 'Ada', age: 37 });
    expect(await api(`/customers/${ada.id}`, { method: 'PUT', body: { age: 'x' } })).toMatchObject({ status: 400 });
    expect(await api('/customers/99999')).toMatchObject({ status: 404, body: { msg: 'Record not found' } });
    expect(await api('/customers/abc')).toMatchObject({ status: 400 });
    const gone = (await api('/customers', { body: { name: 'Temp' } })).body;
    expect((await api(`/customers/${gone.id}`, { method: 'DELETE' })).body).toEqual({ msg: 'Record deleted' });
    expect((await api(`/customers/${gone.id}`)).status).toBe(404);
  });

  it('inserts in bulk all or nothing', async () => {
    const before = (await api('/orders/count')).body.count;
    const bad = await api('/orders/bulk', { method: 'POST', body: [{ total: 1 }, { total: 'lots' }, { total: 3 }] });
    expect(bad).toMatchObject({ status: 400, body: { msg: "Row 2: Value 'lots' is not a number for column 'total'" } });
    expect((await api('/orders/count')).body.count).toBe(before);
    const customers = (await api('/customers?sort=name')).body.list as { id: number; name: string }[];
    const ok = await api('/orders/bulk', {
      method: 'POST',
      body: [
        { total: 10.5, customer_id: customers[0]!.id },
        { total: 20, customer_id: customers[0]!.id },
        { total: 7, customer_id: customers[1]!.id },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.list).toHaveLength(3);
  });

  it('embeds has-many, belongs-to and many-to-many rows with one query per relation', async () => {
    const customers = (await api('/customers?sort=name')).body.list as { id: number }[];
    const tags = [(await api('/tags', { body: { label: 'early' } })).body, (await api('/tags', { body: { label: 'loyal' } })).body];
    const linkRows = await h.host.meta.knex.raw('select 1'); // meta store is not the project db; link through the junction API below
    expect(linkRows).toBeDefined();
    const junction = await h.request(`${base}/customers_tags/bulk`, {
      method: 'POST',
      body: [
        { customers_id: customers[0]!.id, tags_id: tags[0].id },
        { customers_id: customers[0]!.id, tags_id: tags[1].id },
      ],
      headers: { 'xc-auth': token },
    });
    expect(junction.status, JSON.stringify(junction.body)).toBe(201);

    const res = await api('/customers?sort=name&hm=orders&mm=tags');
    const ada = res.body.list[0];
    expect(ada.ordersList.map((o: { total: number | string }) => Number(o.total))).toEqual([10.5, 20]);
    expect(ada.tagsMMList.map((t: { label: string }) => t.label).sort()).toEqual(['early', 'loyal']);
    expect(res.body.list[1].ordersList).toHaveLength(1);
    expect(res.headers.get('server-timing')).toMatch(/desc="\d+"/);
    const statements = Number(/desc="(\d+)"/.exec(res.headers.get('server-timing')!)![1]);
    // page + count + one per relation, plus meta reads; not one per row
    expect(statements).toBeLessThanOrEqual(8);

    const orders = await api('/orders?bt=customers&sort=total');
    expect(orders.body.list.map((o: { customersRead: { name: string } }) => o.customersRead.name)).toEqual(['Bob', 'Ada', 'Ada']);
    expect(await api('/customers?hm=nothing')).toMatchObject({
      status: 400,
      body: { msg: "No has-many relation 'nothing' on 'customers'" },
    });

    const notLinked = await api(`/customers/m2mNotChildren/customers_tags/${customers[1]!.id}`);
    expect(notLinked.body.list.map((t: { label: string }) => t.label).sort()).toEqual(['early', 'loyal']);
    expect((await api(`/customers/m2mNotChildren/customers_tags/${customers[0]!.id}`)).body.list).toEqual([]);
  });

  it('computes rollups and lookups in a constant number of statements', async () => {
    const vc = (tn: string, column: unknown) => rpc('virtualColumnCreate', { tn, column });
    expect(await vc('customers', { _cn: 'spent', rl: { rltn: 'orders', rlcn: 'total', type: 'hm' } })).toMatchObject({
      status: 400,
      body: { msg: 'Rollup aggregate function name required' },
    });
    expect(await vc('orders', { _cn: 'x', rl: { rltn: 'customers', rlcn: 'age', type: 'bt', fn: 'sum' } })).toMatchObject({
      status: 400,
      body: { msg: 'A rollup summarises has-many or many-to-many rows' },
    });
    expect(await vc('customers', { _cn: 'name', lk: { ltn: 'orders', type: 'hm', lcn: 'total' } })).toMatchObject({
      status: 400,
      body: { msg: 'Duplicate column not allowed' },
    });
    expect(await vc('customers', { _cn: 'y', lk: { ltn: 'orders', type: 'hm' } })).toMatchObject({
      status: 400,
      body: { msg: 'Related column name required' },
    });
    for (const [tn, column] of [
      ['customers', { _cn: 'spent', rl: { rltn: 'orders', rlcn: 'total', type: 'hm', fn: 'sum' } }],
      ['customers', { _cn: 'orderCount', rl: { rltn: 'orders', rlcn: 'id', type: 'hm', fn: 'count' } }],
      ['customers', { _cn: 'tagLabels', lk: { ltn: 'tags', type: 'mm', lcn: 'label' } }],
      ['orders', { _cn: 'customerName', lk: { ltn: 'customers', type: 'bt', lcn: 'name' } }],
    ] as const) {
      const r = await vc(tn, column);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const res = await api('/customers?sort=name&fields=name');
    const [ada, bob] = res.body.list;
    expect(ada).toMatchObject({ name: 'Ada', spent: 30.5, orderCount: 2 });
    expect(ada.tagLabels.sort()).toEqual(['early', 'loyal']);
    expect(bob).toMatchObject({ name: 'Bob', spent: 7, orderCount: 1, tagLabels: [] });
    expect(res.body.list[2]).toMatchObject({ orderCount: 0, spent: null });
    expect(Number(/desc="(\d+)"/.exec(res.headers.get('server-timing')!)![1])).toBeLessThanOrEqual(6);
    const orders = await api('/orders?sort=total');
    expect(orders.body.list.map((o: { customerName: string }) => o.customerName)).toEqual(['Bob', 'Ada', 'Ada']);
    expect((await api(`/customers/${ada.id ?? (await api('/customers?where=(name,eq,Ada)')).body.list[0].id}`)).body).toMatchObject({
      spent: 30.5,
      orderCount: 2,
    });
    expect(await api('/customers?where=(spent,gt,1)')).toMatchObject({
      status: 400,
      body: { msg: "Column 'spent' is virtual and cannot be used in where" },
    });
  });

  it('links and unlinks has-many and many-to-many rows', async () => {
    const [ada, bob] = (await api('/customers?sort=name')).body.list as { id: number }[];
    const order = (await api('/orders', { body: { total: 99 } })).body;
    const tag = (await api('/tags', { body: { label: 'new' } })).body;
    expect((await api(`/customers/${bob!.id}/hm/orders/${order.id}`, { method: 'POST' })).body).toEqual({ msg: 'Linked' });
    expect((await api(`/orders/${order.id}`)).body.customer_id).toBe(bob!.id);
    expect((await api(`/customers/${ada!.id}/hm/orders/${order.id}`, { method: 'DELETE' })).body).toEqual({
      msg: 'The records are not linked',
    });
    expect((await api(`/customers/${bob!.id}/hm/orders/${order.id}`, { method: 'DELETE' })).body).toEqual({ msg: 'Unlinked' });
    expect((await api(`/orders/${order.id}`)).body.customer_id).toBeNull();

    expect((await api(`/customers/${bob!.id}/mm/tags/${tag.id}`, { method: 'POST' })).body).toEqual({ msg: 'Linked' });
    expect((await api(`/customers/${bob!.id}/mm/tags/${tag.id}`, { method: 'POST' })).body).toEqual({ msg: 'Linked' });
    expect((await api(`/customers/${bob!.id}?mm=tags`)).body.tagsMMList.map((t: { label: string }) => t.label)).toEqual(['new']);
    expect((await api(`/customers/${bob!.id}/mm/tags/${tag.id}`, { method: 'DELETE' })).body).toEqual({ msg: 'Unlinked' });
    expect((await api(`/customers/${bob!.id}?mm=tags`)).body.tagsMMList).toEqual([]);
    expect(await api(`/customers/${bob!.id}/mm/nothing/1`, { method: 'POST' })).toMatchObject({
      status: 404,
      body: { msg: "No many-to-many relation 'nothing' on 'customers'" },
    });
    expect(await api(`/customers/99999/mm/tags/${tag.id}`, { method: 'POST' })).toMatchObject({
      status: 404,
      body: { msg: 'Record not found' },
    });
  });

  it('tells two relations between the same tables apart by their foreign key column (hm / bt = table:column)', async () => {
    for (const tn of ['people', 'parcels'])
      expect(
        (
          await rpc('tableCreate', {
            tn,
            columns: columnsOf({ id: 'ID', label: 'SingleLineText' }),
          })
        ).status,
      ).toBe(200);
    for (const childColumn of ['sender_id', 'receiver_id'])
      expect((await rpc('relationCreate', { parentTable: 'people', childTable: 'parcels', childColumn })).status).toBe(200);
    const ann = (await api('/people', { body: { label: 'ann' } })).body;
    const ben = (await api('/people', { body: { label: 'ben' } })).body;
    for (const [label, from, to] of [
      ['p1', ann, ben],
      ['p2', ben, ann],
      ['p3', ann, ann],
    ] as const) {
      expect((await api('/parcels', { body: { label, sender_id: from.id, receiver_id: to.id } })).status).toBe(201);
    }
    const labels = (rows: { label: string }[]) => rows.map((r) => r.label).sort();
    const both = (await api(`/people/${ann.id}?hm=parcels:sender_id,parcels:receiver_id`)).body;
    expect(labels(both.parcels_sender_idList)).toEqual(['p1', 'p3']);
    expect(labels(both.parcels_receiver_idList)).toEqual(['p2', 'p3']);
    // a plain table name takes the relation whose column sorts first, on every database
    expect(labels((await api(`/people/${ann.id}?hm=parcels`)).body.parcelsList)).toEqual(['p2', 'p3']);
    const parcels = (await api('/parcels?bt=people:receiver_id,people:sender_id&sort=label')).body.list;
    expect(
      parcels.map((p: Record<string, { label: string }>) => [p.label, p.people_sender_idRead!.label, p.people_receiver_idRead!.label]),
    ).toEqual([
      ['p1', 'ann', 'ben'],
      ['p2', 'ben', 'ann'],
      ['p3', 'ann', 'ann'],
    ]);
    expect(await api(`/people/${ann.id}?hm=parcels:label`)).toMatchObject({
      status: 400,
      body: { msg: "No has-many relation 'parcels:label' on 'people'" },
    });
    // nested links name the relation the same way
    const p3 = parcels[2];
    expect((await api(`/people/${ben.id}/hm/parcels:receiver_id/${p3.id}`, { method: 'POST' })).body).toEqual({ msg: 'Linked' });
    expect((await api(`/parcels/${p3.id}`)).body).toMatchObject({ sender_id: ann.id, receiver_id: ben.id });
    // the OpenAPI document states the syntax and both keys
    const doc = (await api('/swagger.json')).body;
    const hm = doc.paths['/people'].get.parameters.find((p: { name: string }) => p.name === 'hm');
    expect(hm.description).toContain('`<table>:<foreign key column>`');
    expect(Object.keys(doc.components.schemas.People.properties)).toEqual(
      expect.arrayContaining(['parcelsList', 'parcels_sender_idList', 'parcels_receiver_idList']),
    );
  });

  it('lets viewers read only and keeps strangers out', async () => {
    const email = `viewer-${target.name.length}@example.com`;
    const viewer = await session.member(email);
    expect((await api('/customers', { token: viewer })).status).toBe(403);
    await h.request(`/api/v1/auth/projects/${projectId}/users`, { body: { email, roles: 'viewer' }, headers: { 'xc-auth': token } });
    expect((await api('/customers', { token: viewer })).status).toBe(200);
    expect((await api('/customers', { method: 'POST', body: { name: 'V' }, token: viewer })).status).toBe(403);
    expect((await h.request(`${base}/customers`)).status).toBe(401);
    expect((await h.request(`/nc/${projectId}/projectApiInfo`, { headers: { 'xc-auth': viewer } })).body).toEqual([
      {
        apiType: 'rest',
        swaggerUrl: `/nc/${projectId}/api/v1/swagger`,
        gqlApiUrl: `/nc/${projectId}/v1/graphql`,
        grpcProtoUrl: `/api/v1/grpc/${projectId}/proto`,
      },
    ]);
  });

  it('hides a table disabled in Meta Management, until enabled again', async () => {
    expect((await rpc('xcModelSetEnabled', { tn: 'tags', enabled: false })).body).toMatchObject({ tn: 'tags', enabled: false });
    expect(await api('/tags')).toMatchObject({ status: 404, body: { msg: "Table 'tags' not found" } });
    // nor through its relations
    expect(await api('/customers?mm=tags')).toMatchObject({ status: 400, body: { msg: "No many-to-many relation 'tags' on 'customers'" } });
    expect(await api(`/customers?conditionGraph=${encodeURIComponent('{"tags":{"relation":"mm"}}')}`)).toMatchObject({ status: 400 });
    await rpc('tableUpdate', { tn: 'tags', add: [{ cn: 'note', uidt: 'LongText' }] });
    expect((await api('/tags')).status).toBe(404);
    await rpc('xcModelSetEnabled', { tn: 'tags', enabled: true });
    expect((await api('/tags')).status).toBe(200);
  });

  it("passes the writer's xc-client-id to every change as its origin, ignoring a value that is no socket id", async () => {
    const write = (path: string, method: string, clientId: string, body?: unknown) =>
      h.request(`${base}${path}`, { method, body, headers: { 'xc-auth': token, [CLIENT_ID_HEADER]: clientId } });
    const socketId = 'Ab_-0123456789xyzXYZ';
    announced.length = 0;
    const tag = await write('/tags', 'POST', socketId, { label: 'origin' });
    expect(tag.status).toBe(201);
    const customer = (await write('/customers', 'POST', socketId, { name: 'Origin' })).body as { id: number };
    const answers = [
      await write(`/tags/${tag.body.id}`, 'PUT', socketId, { label: 'origin 2' }),
      await write('/tags/bulk', 'POST', socketId, [{ label: 'origin bulk' }]),
      await write('/tags/all?where=(label,eq,origin bulk)', 'PUT', socketId, { label: 'origin all' }),
      await write('/tags/all?where=(label,eq,origin all)', 'DELETE', socketId),
      await write(`/customers/${customer.id}/mm/tags/${tag.body.id}`, 'POST', socketId),
      await write(`/customers/${customer.id}/mm/tags/${tag.body.id}`, 'DELETE', socketId),
      await write(`/customers/${customer.id}`, 'DELETE', socketId),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 201, 200, 200, 200, 200, 200]);
    expect(announced).toHaveLength(9);
    expect(announced.every((c) => c.origin === socketId)).toBe(true);

    announced.length = 0;
    for (const bad of ['', 'a b', 'x'.repeat(65), 'id;drop', 'ünïcode', 'a'.repeat(64) + 'b']) {
      expect((await write(`/tags/${tag.body.id}`, 'PUT', bad, { label: `bad ${announced.length}` })).status).toBe(200);
    }
    expect(announced).toHaveLength(6);
    expect(announced.some((c) => 'origin' in c)).toBe(false);
    expect((await write(`/tags/${tag.body.id}`, 'DELETE', 'a'.repeat(64))).status).toBe(200);
    expect(announced.at(-1)).toMatchObject({ op: 'delete', origin: 'a'.repeat(64) });
  });

  it('updates and deletes many rows only through a where filter', async () => {
    expect(await api('/tags/all', { method: 'DELETE' })).toMatchObject({
      status: 400,
      body: { msg: 'A where filter is required for changes to many rows' },
    });
    const t = await api('/tags', { body: { label: 'tmp' } });
    expect((await api('/tags/all?where=(label,eq,tmp)', { method: 'PUT', body: { label: 'temp' } })).body).toEqual({ updated: 1 });
    expect((await api('/tags/all?where=(label,eq,temp)', { method: 'DELETE' })).body).toEqual({ deleted: 1 });
    expect((await api(`/tags/${t.body.id}`)).status).toBe(404);
  });

  it('answers from warm caches only while they hold: a stopped project, a renamed table', async () => {
    expect((await api('/orders?limit=1')).status).toBe(200);
    expect((await rpc('projectStop', {})).status).toBe(200);
    expect(await api('/orders?limit=1')).toMatchObject({ status: 503, body: { msg: "Project 'Shop' is stopped: start it first" } });
    expect((await rpc('projectStart', {})).status).toBe(200);
    expect((await api('/orders?limit=1')).status).toBe(200);

    expect((await rpc('tableCreate', { tn: 'scratch', columns: [{ cn: 'id', uidt: 'ID' }] })).status).toBe(200);
    expect((await api('/scratch')).status).toBe(200);
    expect((await rpc('tableRename', { tn: 'scratch', tn_new: 'scratch_moved' })).status).toBe(200);
    expect((await api('/scratch')).status).toBe(404);
    expect((await api('/scratch_moved')).body).toMatchObject({ list: [] });
    expect((await rpc('tableDelete', { tn: 'scratch_moved' })).status).toBe(200);
  });
});
