/**
 * The gRPC API on a real host and real databases (embedded SQLite, PostgreSQL on loopback): a
 * client generated from the downloaded .proto lists, creates, filters, updates and deletes rows;
 * reflection lists the services; bad input gets INVALID_ARGUMENT (never INTERNAL); a schema
 * change shows without a restart; roles hold as in REST.
 */
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { bootTestHost, MEMBER_ROLES, projectTargets, signedUpProject } from '@plinth/sdk/testing';
import { clientsFromProto, failure, fileContainingSymbol, listServices, rawCall } from './grpc-client.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'projects', 'data', 'acl', 'rest-api', 'grpc-api'];

/** Boots a host with the gRPC server on a free loopback port. */
export async function bootGrpcHost(plugins = PLUGINS): Promise<TestHost> {
  const before = { port: process.env.PLINTH_GRPC_PORT, host: process.env.PLINTH_GRPC_HOST };
  process.env.PLINTH_GRPC_PORT = '0';
  process.env.PLINTH_GRPC_HOST = '127.0.0.1';
  try {
    return await bootTestHost({ plugins });
  } finally {
    if (before.port === undefined) delete process.env.PLINTH_GRPC_PORT;
    else process.env.PLINTH_GRPC_PORT = before.port;
    if (before.host === undefined) delete process.env.PLINTH_GRPC_HOST;
    else process.env.PLINTH_GRPC_HOST = before.host;
  }
}

describe.each(projectTargets('plinth_grpc').filter((t) => t.name !== 'MariaDB'))('gRPC API on $name', (target) => {
  let h: TestHost;
  let db: ProjectDatabase | undefined;
  let session: TestProjectSession;
  let address: string;
  let pkg: string;
  let client: ReturnType<typeof clientsFromProto>;
  let auth: Record<string, string>;

  const proto = async (token = session.token) => {
    const r = await h.request(`/api/v1/grpc/${session.projectId}/proto`, { headers: { 'xc-auth': token } });
    expect(r.status).toBe(200);
    return r.body as string;
  };
  const reload = async () => {
    client?.close();
    client = clientsFromProto(await proto(), pkg, address);
  };

  beforeAll(async () => {
    h = await bootGrpcHost();
    db = await target.open();
    session = await signedUpProject(h, { title: 'Library', projectType: 'grpc', db: db.input });
    auth = { 'xc-auth': session.token };
    await session.createTables({
      books: {
        id: 'ID',
        title: { uidt: 'SingleLineText', rqd: true },
        year: 'Number',
        price: 'Decimal',
        in_stock: 'Checkbox',
        meta: 'JSON',
      },
    });
    const info = await h.request(`/api/v1/grpc/${session.projectId}/info`, { headers: auth });
    expect(info.status).toBe(200);
    expect(info.body.port).toBeGreaterThan(0);
    address = `127.0.0.1:${info.body.port}`;
    pkg = info.body.package;
    expect(pkg).toBe(`plinth.${session.projectId}`);
    await reload();
  });
  afterAll(async () => {
    client?.close();
    await h?.close();
    await db?.drop();
  });

  it('serves a .proto per project with a service per table, named in projectApiInfo', async () => {
    const text = await proto();
    expect(text).toContain(`package ${pkg};`);
    expect(text).toMatch(/service Books \{[\s\S]*rpc List\(ListRequest\) returns \(BooksList\);[\s\S]*rpc M2mNotChildren/);
    expect(text).toMatch(/optional int(32|64) id = 1;/);
    expect(text).toContain('optional string title = 2;');
    expect(text).toMatch(/optional (int32|int64) year = 3;/);
    expect(text).toContain('optional double price = 4;');
    expect(text).toContain('optional bool in_stock = 5;');
    expect((await h.request(`/api/v1/grpc/${session.projectId}/proto`)).status).toBe(401);
  });

  it('creates, lists with where / sort / limit / fields, counts, reads, updates and deletes rows', async () => {
    const created = await client.method('Books', 'CreateBulk')(
      {
        rows: [
          { title: 'Dune', year: 1965, price: 9.5, in_stock: true, meta: '{"tags":["sf"]}' },
          { title: 'Emma', year: 1815, price: 4.25, in_stock: false },
          { title: 'Ubik', year: 1969 },
        ],
      },
      auth,
    );
    expect(created.list.map((r: { title: string }) => r.title)).toEqual(['Dune', 'Emma', 'Ubik']);
    const one = await client.method('Books', 'Create')({ title: 'Solaris', year: 1961 }, auth);
    expect(one.title).toBe('Solaris');
    expect(Number(one.year)).toBe(1961);
    expect(one.price).toBeUndefined(); // NULL: absent

    const list = await client.method('Books', 'List')({ where: '(year,gt,1900)', sort: '-year', limit: 2 }, auth);
    expect(list.list.map((r: { title: string }) => r.title)).toEqual(['Ubik', 'Dune']);
    expect(list.page_info).toMatchObject({ page_size: 2, is_first_page: true });
    const dune = list.list[1];
    expect(dune).toMatchObject({ title: 'Dune', price: 9.5, in_stock: true });
    expect(JSON.parse(dune.meta)).toEqual({ tags: ['sf'] });

    const titles = await client.method('Books', 'List')({ where: '(title,like,%u%)~and(in_stock,eq,true)', fields: 'title' }, auth);
    expect(titles.list).toEqual([{ title: 'Dune' }]);
    expect(await client.method('Books', 'Count')({ where: '(year,lt,1962)' }, auth)).toEqual({ count: '2' });

    const id = String(dune.id);
    expect(await client.method('Books', 'Read')({ id }, auth)).toMatchObject({ title: 'Dune' });
    const updated = await client.method('Books', 'Update')({ id, data: { year: 1966 }, null_fields: ['price'] }, auth);
    expect(updated.title).toBe('Dune');
    expect(Number(updated.year)).toBe(1966);
    expect(updated.price).toBeUndefined();
    expect(await client.method('Books', 'Delete')({ id }, auth)).toEqual({ msg: 'Record deleted' });
    expect(await failure(client.method('Books', 'Read')({ id }, auth))).toMatchObject({ code: status.NOT_FOUND });
    // What REST sees is what gRPC wrote.
    const rest = await session.api('/books?sort=id');
    expect(rest.body.list.map((r: { title: string }) => r.title)).toEqual(['Emma', 'Ubik', 'Solaris']);
  });

  it('lists the services through server reflection, for callers who may read the project', async () => {
    expect(await listServices(address, auth)).toContain(`${pkg}.Books`);
    expect(await listServices(address, auth, 'v1alpha')).toContain(`${pkg}.Books`);
    expect(await fileContainingSymbol(address, `${pkg}.Books`, auth)).toBeGreaterThan(0);
    expect(await failure(listServices(address))).toMatchObject({ code: status.UNAUTHENTICATED });
    const stranger = await session.member('stranger@example.com');
    expect(await listServices(address, { 'xc-auth': stranger })).not.toContain(`${pkg}.Books`);
    expect(await failure(listServices(address, { 'xc-auth': stranger, 'xc-project-id': session.projectId }))).toMatchObject({
      code: status.PERMISSION_DENIED,
    });
  });

  it('answers bad input with INVALID_ARGUMENT, unknown rows NOT_FOUND, unknown methods UNIMPLEMENTED, never INTERNAL', async () => {
    const bad = async (p: Promise<unknown>, code = status.INVALID_ARGUMENT) => {
      const err = await failure(p);
      expect(err.code, err.details).toBe(code);
      expect(err.details).not.toMatch(/Internal server error|at .*\.ts:/);
      return err;
    };
    expect((await bad(client.method('Books', 'List')({ where: '(nope,eq,1)' }, auth))).details).toMatch(/nope/);
    await bad(client.method('Books', 'List')({ where: '(title,eq' }, auth));
    await bad(client.method('Books', 'List')({ sort: 'nope' }, auth));
    await bad(client.method('Books', 'List')({ limit: -5 }, auth));
    await bad(client.method('Books', 'Read')({}, auth));
    await bad(client.method('Books', 'Read')({ id: '999999' }, auth), status.NOT_FOUND);
    await bad(client.method('Books', 'Create')({ year: 2000 }, auth)); // title is required
    await bad(client.method('Books', 'Create')({ title: 'X', meta: '{not json' }, auth));
    await bad(client.method('Books', 'CreateBulk')({ rows: [] }, auth));
    await bad(client.method('Books', 'Update')({ id: '1', data: {}, null_fields: ['nope'] }, auth));
    await bad(client.method('Books', 'M2mNotChildren')({ assoc: 'nope', pid: '1' }, auth), status.NOT_FOUND);
    await bad(rawCall(address, `/${pkg}.Books/List`, Buffer.from([0xff, 0xff, 0xff, 0xff]), auth));
    await bad(rawCall(address, `/${pkg}.Books/Nope`, Buffer.alloc(0), auth), status.UNIMPLEMENTED);
    await bad(rawCall(address, `/${pkg}.Nope/List`, Buffer.alloc(0), auth), status.UNIMPLEMENTED);
    // Another project: unknown to the super admin, refused to a user without a role in it.
    await bad(rawCall(address, '/plinth.p_0000.Books/List', Buffer.alloc(0), auth), status.NOT_FOUND);
    const stranger = await session.member('stranger2@example.com');
    await bad(rawCall(address, `/${pkg}.Books/List`, Buffer.alloc(0), { 'xc-auth': stranger }), status.PERMISSION_DENIED);
    // Message size limit: 4 MiB in.
    await bad(rawCall(address, `/${pkg}.Books/List`, Buffer.alloc(5 * 1024 * 1024), auth), status.RESOURCE_EXHAUSTED);
  });

  it('shows a schema change on the next call, without a restart', async () => {
    const stale = client;
    await session.createTables({ authors: { id: 'ID', name: 'SingleLineText' } });
    await session.rpc('tableUpdate', { tn: 'books', add: [{ cn: 'isbn', uidt: 'SingleLineText' }] });
    // A call made with the old .proto still works (its fields keep their numbers)...
    expect((await stale.method('Books', 'List')({ limit: 1 }, auth)).list).toHaveLength(1);
    const text = await proto();
    expect(text).toContain('service Authors');
    expect(text).toContain('optional string isbn = 7;');
    // ...and a client of the new one reads and writes the new column.
    await reload();
    const b = await client.method('Books', 'Create')({ title: 'Neuromancer', isbn: '0-441-56959-5' }, auth);
    expect(b.isbn).toBe('0-441-56959-5');
    const a = await client.method('Authors', 'Create')({ name: 'Lem' }, auth);
    expect(a).toMatchObject({ name: 'Lem' });
    expect((await client.method('Authors', 'List')({}, auth)).list).toHaveLength(1);
    expect(await listServices(address, auth)).toContain(`${pkg}.Authors`);
  });
});

describe('gRPC API roles (embedded SQLite)', () => {
  let h: TestHost;
  let session: TestProjectSession;
  let client: ReturnType<typeof clientsFromProto>;
  const tokens: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    h = await bootGrpcHost();
    session = await signedUpProject(h, { title: 'Team', projectType: 'grpc' });
    await session.createTables({ notes: { id: 'ID', body: 'SingleLineText' } });
    expect((await session.api('/notes', { method: 'POST', body: { body: 'first' } })).status).toBe(201);
    tokens.owner = { 'xc-auth': session.token };
    for (const role of MEMBER_ROLES) tokens[role] = { 'xc-auth': await session.member(`${role}@example.com`, role) };
    tokens['no role'] = { 'xc-auth': await session.member('outsider@example.com') };
    const apiToken = await h.request('/api/v1/auth/tokens', { body: { description: 'grpc' }, headers: tokens.owner });
    expect(apiToken.status, JSON.stringify(apiToken.body)).toBeLessThan(300);
    tokens['API token'] = { 'xc-token': apiToken.body.token };
    tokens['signed out'] = {};
    tokens['garbage token'] = { 'xc-auth': 'garbage' };
    const info = await h.request(`/api/v1/grpc/${session.projectId}/info`, { headers: tokens.owner });
    const proto = await h.request(`/api/v1/grpc/${session.projectId}/proto`, { headers: tokens.owner });
    client = clientsFromProto(proto.body, info.body.package, `127.0.0.1:${info.body.port}`);
  });
  afterAll(async () => {
    client?.close();
    await h?.close();
  });

  const OK = status.OK;
  const DENIED = status.PERMISSION_DENIED;
  const NOBODY = status.UNAUTHENTICATED;
  // caller -> [List, Create], as REST answers them (airTable / tableRowUpdate).
  const MATRIX: Record<string, [status, status]> = {
    owner: [OK, OK],
    creator: [OK, OK],
    editor: [OK, OK],
    commenter: [OK, DENIED],
    viewer: [OK, DENIED],
    guest: [DENIED, DENIED],
    'no role': [DENIED, DENIED],
    'API token': [OK, OK],
    'signed out': [NOBODY, NOBODY],
    'garbage token': [NOBODY, NOBODY],
  };
  const outcome = async (p: Promise<unknown>) => {
    try {
      await p;
      return OK;
    } catch (err) {
      return (err as { code: status }).code;
    }
  };

  it.each(Object.entries(MATRIX))('%s: List and Create answer as REST does', async (who, [list, create]) => {
    const md = tokens[who]!;
    expect(await outcome(client.method('Notes', 'List')({}, md))).toBe(list);
    expect(await outcome(client.method('Notes', 'Create')({ body: who }, md))).toBe(create);
    expect(await outcome(client.method('Notes', 'Count')({}, md))).toBe(list);
    // The same through REST, for comparison.
    const rest = await h.request(`/nc/${session.projectId}/api/v1/notes`, { headers: md });
    expect(rest.status === 200 ? OK : rest.status === 401 ? NOBODY : DENIED).toBe(list);
  });

  it('applies the table access rules (ACL) below the transport, as for REST', async () => {
    const rule = (read: boolean) =>
      h.request(`/api/v1/acl/${session.projectId}/notes`, {
        method: 'PUT',
        body: { roles: { viewer: { read, create: false, update: false, delete: false } } },
        headers: tokens.owner,
      });
    expect((await rule(false)).status).toBe(200);
    const denied = await failure(client.method('Notes', 'List')({}, tokens.viewer));
    expect(denied).toMatchObject({ code: status.PERMISSION_DENIED });
    expect(denied.details).toMatch(/viewer role may not read rows of 'notes'/);
    // Other roles keep their rights; REST answers the viewer the same refusal.
    expect(await outcome(client.method('Notes', 'List')({}, tokens.editor!))).toBe(OK);
    expect((await h.request(`/nc/${session.projectId}/api/v1/notes`, { headers: tokens.viewer })).status).toBe(403);
    expect((await rule(true)).status).toBe(200);
    expect(await outcome(client.method('Notes', 'List')({}, tokens.viewer!))).toBe(OK);
  });

  it('runs the Client tab route as the caller: a viewer lists but cannot create; signed out is refused', async () => {
    const call = (headers: Record<string, string>, method: string, request: unknown) =>
      h.request(`/api/v1/grpc/${session.projectId}/call`, { body: { service: 'Notes', method, request }, headers });
    const listed = await call(tokens.viewer!, 'List', { limit: 1 });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ code: 0, status: 'OK', response: { list: [{ body: 'first' }] } });
    const refused = await call(tokens.viewer!, 'Create', { body: 'no' });
    expect(refused.body).toMatchObject({ code: status.PERMISSION_DENIED, status: 'PERMISSION_DENIED', response: null });
    const wrong = await call(tokens.owner!, 'List', { limit: 'ten' });
    expect(wrong.body).toMatchObject({ code: status.INVALID_ARGUMENT });
    const unknown = await call(tokens.owner!, 'List', { nope: 1 });
    expect(unknown.body).toMatchObject({ code: status.INVALID_ARGUMENT, details: "ListRequest has no field 'nope'" });
    expect((await call({}, 'List', {})).status).toBe(401);
    expect((await call(tokens['no role']!, 'List', {})).status).toBe(403);
    const services = await h.request(`/api/v1/grpc/${session.projectId}/services`, { headers: tokens.viewer });
    expect(services.body.services.map((s: { name: string }) => s.name)).toEqual(['Notes']);
    expect(services.body.messages.NotesInput.fields).toEqual([expect.objectContaining({ name: 'body', type: 'string', optional: true })]);
  });

  it('stops serving when the plugin is disabled, and serves again when enabled', async () => {
    const admin = tokens.owner!;
    const off = await h.request('/api/v1/plugins/grpc-api/disable', { method: 'POST', headers: admin });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await outcome(client.method('Notes', 'List')({}, admin))).toBe(status.UNAVAILABLE);
    expect((await h.request(`/api/v1/grpc/${session.projectId}/proto`, { headers: admin })).status).toBe(404);
    const on = await h.request('/api/v1/plugins/grpc-api/enable', { method: 'POST', headers: admin });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
  });
});
