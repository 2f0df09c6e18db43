import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  CLIENT_ID_HEADER,
  defineManifest,
  definePlugin,
  LIVE_SOCKET_PATH,
  LiveEvents,
  type LiveAck,
  type LiveClientToServer,
  type LiveRowsChanged,
  type LiveServerToClient,
  type RowChange,
} from '@plinth/sdk';
import { DataHooks, ProjectHooks } from '@plinth/sdk/server';
import { bootTestHost, signedUpProject, signUpSuperAdmin, type TestHost, type TestProjectSession, columnsOf } from '@plinth/sdk/testing';

/** Announces a batch of changes as the data plugin does (one batch of several writers). */
let announce: (changes: RowChange[]) => Promise<void> = () => Promise.reject(new Error('not booted'));
const announcer = definePlugin({
  manifest: defineManifest({ id: 'live-announcer', version: '0.0.0', displayName: 'Live announcer', dependsOn: ['data'] }),
  server: {
    setup(ctx) {
      announce = (changes) => ctx.hooks.promise(DataHooks.rowsChanged, { changes });
    },
  },
});

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'live'];
type LiveClient = Socket<LiveServerToClient, LiveClientToServer>;

/** A websocket-only client of a host's live socket, without reconnection; `auth` as the handshake sends it. */
const liveSocket = (url: string, auth: Record<string, unknown> = {}, transports: ('websocket' | 'polling')[] = ['websocket']): LiveClient =>
  connect(url, { path: LIVE_SOCKET_PATH, auth, transports, reconnection: false, forceNew: true });

/** Waits for the socket to connect, subscribes it to a table (expecting `{ ok: true }`) and answers its inbox. */
async function subscribedInbox(socket: LiveClient, projectId: string, tn: string): Promise<Inbox> {
  await new Promise<void>((done, fail) => {
    if (socket.connected) return done();
    socket.once('connect', () => done());
    socket.once('connect_error', fail);
  });
  const inbox = new Inbox(socket);
  expect(await new Promise<LiveAck>((done) => socket.emit(LiveEvents.subscribe, { projectId, tn }, done))).toEqual({ ok: true });
  return inbox;
}

/** Received `rows:changed` payloads of one socket, awaited in order. */
class Inbox {
  private readonly items: LiveRowsChanged[] = [];
  private waiting?: () => void;
  constructor(socket: LiveClient) {
    socket.on(LiveEvents.changed, (payload) => {
      this.items.push(payload);
      this.waiting?.();
    });
  }
  get count() {
    return this.items.length;
  }
  async next(): Promise<LiveRowsChanged> {
    while (!this.items.length) await new Promise<void>((done) => (this.waiting = done));
    return this.items.shift()!;
  }
}

/** An update of row `pk` of table `tasks` in project `projectId`, as the data plugin announces it. */
const taskUpdate = (projectId: string, pk: string): RowChange => ({
  projectId,
  dbAlias: 'db',
  tn: 'tasks',
  op: 'update',
  pk,
  changes: [],
  userId: null,
});

describe('live updates over socket.io on SQLite', () => {
  let h: TestHost;
  let admin: string;
  let projectId: string;
  const sockets: LiveClient[] = [];
  const headers = (token: string) => ({ 'xc-auth': token });
  let rows: TestProjectSession['api'];
  /** A member of the project with `role`, or without one an account with no role in it. */
  let member: TestProjectSession['member'];
  const open = (token: unknown, transports: ('websocket' | 'polling')[] = ['websocket']): LiveClient => {
    const socket = liveSocket(h.url, { token }, transports);
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: LiveClient) =>
    new Promise<void>((done, fail) => {
      if (socket.connected) return done();
      socket.once('connect', () => done());
      socket.once('connect_error', (err) => fail(err));
    });
  const refused = (socket: LiveClient) =>
    new Promise<string>((done, fail) => {
      socket.once('connect', () => fail(new Error('connected')));
      socket.once('connect_error', (err) => done(err.message));
    });
  const subscribe = (socket: LiveClient, ref: unknown) =>
    new Promise<LiveAck>((done) => socket.emit(LiveEvents.subscribe, ref as never, done));
  const unsubscribe = (socket: LiveClient, ref: unknown) =>
    new Promise<LiveAck>((done) => socket.emit(LiveEvents.unsubscribe, ref as never, done));

  beforeAll(async () => {
    h = await bootTestHost({ plugins: [...PLUGINS, 'graphql-api', announcer] });
    const session = await signedUpProject(h, { title: 'Live' });
    ({ token: admin, projectId, api: rows, member } = session);
    for (const tn of ['tasks', 'other'])
      await session.rpc('tableCreate', { tn, columns: columnsOf({ id: 'ID', title: 'SingleLineText', done: 'Checkbox' }) });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await h?.close();
  });

  it('refuses sockets without a valid token', async () => {
    expect(await refused(open(undefined))).toBe('Unauthorized');
    expect(await refused(open('not-a-token'))).toBe('Unauthorized');
    expect(await refused(open(`${admin.slice(0, -4)}AAAA`))).toBe('Unauthorized');
    expect(await refused(open({ token: admin }))).toBe('Unauthorized');
    expect(await h.request('/socket.io/?foo=1')).toMatchObject({ status: 400, body: { msg: 'Not a socket.io request' } });
  });

  it('pushes inserts, edits and deletes made through the REST API to subscribed sockets', async () => {
    const socket = open(admin);
    await connected(socket);
    const inbox = new Inbox(socket);
    expect(await subscribe(socket, { projectId, tn: 'tasks' })).toEqual({ ok: true });

    const started = performance.now();
    const created = await rows('/tasks', { body: { title: 'Write tests', done: false } });
    expect(created.status).toBe(201);
    const inserted = await inbox.next();
    // Reported, not asserted: the delivery is what the test checks.
    console.info(`live: insert reached the socket ${(performance.now() - started).toFixed(1)} ms after the REST call started`);
    expect(inserted).toMatchObject({
      projectId,
      tn: 'tasks',
      changes: [{ projectId, tn: 'tasks', op: 'insert', pk: String(created.body.id), userId: expect.any(String) }],
    });
    expect(inserted.changes[0]!.changes).toEqual(expect.arrayContaining([{ cn: 'title', value: 'Write tests', prevValue: null }]));
    // The whole rows the data service attaches (for webhooks) are not sent to sockets.
    expect(inserted.changes[0]).not.toHaveProperty('row');

    expect((await rows(`/tasks/${created.body.id}`, { method: 'PUT', body: { title: 'Write more tests' } })).status).toBe(200);
    const updated = await inbox.next();
    expect(updated.changes).toEqual([
      expect.objectContaining({
        op: 'update',
        pk: String(created.body.id),
        changes: [{ cn: 'title', value: 'Write more tests', prevValue: 'Write tests' }],
      }),
    ]);

    expect((await rows('/tasks/bulk', { body: [{ title: 'a' }, { title: 'b' }] })).status).toBe(201);
    const bulk = await inbox.next();
    expect(bulk.changes.map((c) => c.op)).toEqual(['insert', 'insert']);

    expect((await rows(`/tasks/${created.body.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await inbox.next()).changes).toEqual([expect.objectContaining({ op: 'delete', pk: String(created.body.id) })]);

    // Another table's changes do not reach this room: ordered delivery means the ack of a later
    // request arrives after any event sent before it.
    expect((await rows('/other', { body: { title: 'elsewhere' } })).status).toBe(201);
    expect(await subscribe(socket, { projectId, tn: 'tasks' })).toEqual({ ok: true });
    expect(inbox.count).toBe(0);

    expect(await unsubscribe(socket, { projectId, tn: 'tasks' })).toEqual({ ok: true });
    expect((await rows('/tasks', { body: { title: 'unseen' } })).status).toBe(201);
    expect(await subscribe(socket, { projectId, tn: 'other' })).toEqual({ ok: true });
    expect(inbox.count).toBe(0);
  });

  it("skips the writer's own socket (xc-client-id) and only when it is the writer's", async () => {
    const editor = await member('editor@example.com', 'editor');
    const [mine, myOtherTab, theirs] = [open(admin), open(admin), open(editor)];
    await Promise.all([mine, myOtherTab, theirs].map(connected));
    const inboxes = [mine, myOtherTab, theirs].map((s) => new Inbox(s));
    const [mineIn, otherTabIn, theirsIn] = inboxes;
    for (const s of [mine, myOtherTab, theirs]) expect(await subscribe(s, { projectId, tn: 'tasks' })).toEqual({ ok: true });
    const write = (token: string, clientId: string | undefined, path: string, init: { method?: string; body?: unknown } = {}) =>
      h.request(`/nc/${projectId}/api/v1${path}`, {
        ...init,
        headers: { ...headers(token), ...(clientId !== undefined && { [CLIENT_ID_HEADER]: clientId }) },
      });
    /** Nothing more reached these sockets: an ack comes after any event sent to it before. */
    const nothingMore = async (...pairs: [LiveClient, Inbox][]) => {
      for (const [socket] of pairs) expect(await subscribe(socket, { projectId, tn: 'tasks' })).toEqual({ ok: true });
      for (const [, inbox] of pairs) expect(inbox.count).toBe(0);
    };

    // Own insert, edit and delete: the other tab of the same user and the other user see them.
    const created = await write(admin, mine.id, '/tasks', { body: { title: 'mine' } });
    expect(created.status).toBe(201);
    const pk = String(created.body.id);
    for (const inbox of [otherTabIn, theirsIn])
      expect((await inbox!.next()).changes).toEqual([expect.objectContaining({ op: 'insert', pk, origin: mine.id })]);
    expect((await write(admin, mine.id, `/tasks/${pk}`, { method: 'PUT', body: { done: true } })).status).toBe(200);
    expect((await write(admin, mine.id, '/tasks/bulk', { body: [{ title: 'b1' }, { title: 'b2' }] })).status).toBe(201);
    expect((await write(admin, mine.id, `/tasks/${pk}`, { method: 'DELETE' })).status).toBe(200);
    for (const inbox of [otherTabIn, theirsIn]) {
      expect((await inbox!.next()).changes.map((c) => c.op)).toEqual(['update']);
      expect((await inbox!.next()).changes.map((c) => c.op)).toEqual(['insert', 'insert']);
      expect((await inbox!.next()).changes.map((c) => c.op)).toEqual(['delete']);
    }
    await nothingMore([mine, mineIn!]);
    // The same through GraphQL.
    const mutation = await h.request(`/nc/${projectId}/v1/graphql`, {
      body: { query: 'mutation { tasksCreate(data: { title: "through GraphQL" }) { id } }' },
      headers: { ...headers(admin), accept: 'application/json', [CLIENT_ID_HEADER]: mine.id! },
    });
    expect(mutation.status, JSON.stringify(mutation.body)).toBe(200);
    for (const inbox of [otherTabIn, theirsIn])
      expect((await inbox!.next()).changes).toEqual([expect.objectContaining({ op: 'insert', origin: mine.id })]);
    await nothingMore([mine, mineIn!]);

    // Another user naming my socket does not keep the change from me.
    expect((await write(editor, mine.id, '/tasks', { body: { title: 'forged origin' } })).status).toBe(201);
    for (const inbox of inboxes) expect((await inbox.next()).changes[0]).toMatchObject({ op: 'insert', origin: mine.id });
    // The editor's own socket is skipped for its own writes.
    expect((await write(editor, theirs.id, '/tasks', { body: { title: 'theirs' } })).status).toBe(201);
    for (const inbox of [mineIn, otherTabIn]) expect((await inbox!.next()).changes[0]).toMatchObject({ op: 'insert', origin: theirs.id });
    await nothingMore([theirs, theirsIn!]);

    // A header that is no socket id is ignored: the change goes to every socket, without origin.
    for (const bad of [`${mine.id}!`, 'x'.repeat(65), `${mine.id},${theirs.id}`]) {
      expect((await write(admin, bad, '/tasks', { body: { title: 'bad header' } })).status).toBe(201);
      for (const inbox of inboxes) expect('origin' in (await inbox.next()).changes[0]!).toBe(false);
    }

    // One batch of two writers: each writer's socket misses only its own change.
    const me = (await h.request('/user/me', { headers: headers(admin) })).body.id as string;
    const them = (await h.request('/user/me', { headers: headers(editor) })).body.id as string;
    expect(me && them && me !== them).toBeTruthy();
    const change = (userId: string, origin: string, pk: string): RowChange => ({
      projectId,
      dbAlias: 'db',
      tn: 'tasks',
      op: 'update',
      pk,
      changes: [],
      userId,
      origin,
    });
    const [fromMe, fromThem] = [change(me, mine.id!, '1'), change(them, theirs.id!, '2')];
    await announce([fromMe, fromThem]);
    expect((await mineIn!.next()).changes).toEqual([fromThem]);
    expect((await theirsIn!.next()).changes).toEqual([fromMe]);
    expect((await otherTabIn!.next()).changes).toEqual([fromMe]);
    expect((await otherTabIn!.next()).changes).toEqual([fromThem]);
    await nothingMore([mine, mineIn!], [myOtherTab, otherTabIn!], [theirs, theirsIn!]);
    for (const s of [mine, myOtherTab, theirs]) s.disconnect();
  });

  it('works over long-polling and with an API token', async () => {
    const created = await h.request('/api/v1/auth/tokens', { body: { description: 'live' }, headers: headers(admin) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const socket = open(created.body.token, ['polling']);
    await connected(socket);
    const inbox = new Inbox(socket);
    expect(await subscribe(socket, { projectId, tn: 'tasks' })).toEqual({ ok: true });
    expect((await rows('/tasks', { body: { title: 'over polling' } })).status).toBe(201);
    expect((await inbox.next()).changes[0]).toMatchObject({ op: 'insert', tn: 'tasks' });
  });

  it('lets viewers follow a table and refuses guests, strangers and unknown tables', async () => {
    const viewer = open(await member('viewer@example.com', 'viewer'));
    const guest = open(await member('guest@example.com', 'guest'));
    const stranger = open(await member('stranger@example.com'));
    await Promise.all([viewer, guest, stranger].map(connected));
    const guestInbox = new Inbox(guest);
    const strangerInbox = new Inbox(stranger);
    const viewerInbox = new Inbox(viewer);

    expect(await subscribe(viewer, { projectId, tn: 'tasks' })).toEqual({ ok: true });
    const forbidden = { ok: false, msg: "Forbidden: this action needs the 'airTable' permission" };
    expect(await subscribe(guest, { projectId, tn: 'tasks' })).toEqual(forbidden);
    expect(await subscribe(stranger, { projectId, tn: 'tasks' })).toEqual(forbidden);
    expect(await subscribe(viewer, { projectId, tn: 'nothing' })).toMatchObject({ ok: false, msg: expect.any(String) });
    expect(await subscribe(viewer, { projectId: 'nope', tn: 'tasks' })).toEqual(forbidden);
    expect(await subscribe(viewer, { tn: 'tasks' })).toEqual({ ok: false, msg: 'projectId is required' });
    expect(await subscribe(viewer, 'tasks')).toMatchObject({ ok: false });

    expect((await rows('/tasks', { body: { title: 'seen by the viewer' } })).status).toBe(201);
    expect((await viewerInbox.next()).changes[0]).toMatchObject({ op: 'insert' });
    // Acks come after any event sent before them on the same socket.
    expect(await subscribe(guest, { projectId, tn: 'tasks' })).toMatchObject({ ok: false });
    expect(await subscribe(stranger, { projectId, tn: 'tasks' })).toMatchObject({ ok: false });
    expect(guestInbox.count + strangerInbox.count).toBe(0);
  });

  it("makes sockets leave a deleted project's rooms and keep the others", async () => {
    const gone = await signedUpProject(h, { title: 'Going', token: admin });
    await gone.createTables({ tasks: { id: 'ID', title: 'SingleLineText' } });
    const socket = open(admin);
    await connected(socket);
    const inbox = new Inbox(socket);
    for (const ref of [
      { projectId: gone.projectId, tn: 'tasks' },
      { projectId, tn: 'tasks' },
    ])
      expect(await subscribe(socket, ref)).toEqual({ ok: true });
    // Both rooms reach the socket before the deletion.
    await announce([taskUpdate(gone.projectId, '1')]);
    expect((await inbox.next()).projectId).toBe(gone.projectId);

    await gone.rpc('projectDelete');
    // A change under the deleted project's id (a table of that name) reaches no one; the other project's still does.
    await announce([taskUpdate(gone.projectId, '2'), taskUpdate(projectId, '3')]);
    expect(await inbox.next()).toMatchObject({ projectId, changes: [{ pk: '3' }] });
    expect(await subscribe(socket, { projectId, tn: 'other' })).toEqual({ ok: true });
    expect(inbox.count).toBe(0);
    socket.disconnect();
  });

  it('lets go of the HTTP server when disabled at run time and attaches again when enabled', async () => {
    const socket = open(admin);
    await connected(socket);
    const gone = new Promise<string>((done) => socket.once('disconnect', (reason) => done(reason)));
    expect((await h.request('/api/v1/plugins/live/disable', { method: 'POST', headers: headers(admin) })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect((await h.request('/api/health')).status).toBe(200);
    expect(await refused(open(admin))).toBeTruthy();

    expect((await h.request('/api/v1/plugins/live/enable', { method: 'POST', headers: headers(admin) })).status).toBe(200);
    const again = open(admin);
    await connected(again);
    const inbox = new Inbox(again);
    expect(await subscribe(again, { projectId, tn: 'tasks' })).toEqual({ ok: true });
    expect((await rows('/tasks', { body: { title: 'after re-enable' } })).status).toBe(201);
    expect((await inbox.next()).changes[0]).toMatchObject({ op: 'insert' });
  });
});

describe('live updates across two servers through Redis', () => {
  const REDIS_URL = process.env.PLINTH_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // The cluster plugin tells the other server of a deleted project (`ProjectHooks.forgotten`).
  const TWIN_PLUGINS = ['cluster', ...PLUGINS];
  const hosts: TestHost[] = [];
  let dataDir: string;
  let admin: string;
  let auth: Record<string, string>;
  let projectId: string;
  let going: string;
  let a: TestHost;
  let b: TestHost;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'plinth-live-'));
    const first = await bootTestHost({ plugins: TWIN_PLUGINS, dataDir });
    admin = await signUpSuperAdmin(first);
    auth = { 'xc-auth': admin };
    for (const id of ['live', 'cluster']) {
      const put = await first.request(`/api/v1/plugins/${id}/settings`, { method: 'PUT', body: { redisUrl: REDIS_URL }, headers: auth });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
    }
    const shared = await signedUpProject(first, { title: 'Shared', token: admin });
    const other = await signedUpProject(first, { title: 'Going', token: admin });
    for (const session of [shared, other]) await session.createTables({ tasks: { id: 'ID', title: 'SingleLineText' } });
    ({ projectId } = shared);
    going = other.projectId;
    await first.close();

    // Two servers on one meta store, both reading the Redis settings at start.
    a = await bootTestHost({ plugins: TWIN_PLUGINS, dataDir });
    hosts.push(a);
    b = await bootTestHost({ plugins: TWIN_PLUGINS, dataDir });
    hosts.push(b);
  }, 60_000);
  afterAll(async () => {
    for (const h of hosts) await h.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers an edit made on one server to a socket of the other', async () => {
    const socket = liveSocket(b.url, { token: admin });
    const inbox = await subscribedInbox(socket, projectId, 'tasks');
    const created = await a.request(`/nc/${projectId}/api/v1/tasks`, { body: { title: 'from server A' }, headers: auth });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await inbox.next()).changes[0]).toMatchObject({ op: 'insert', tn: 'tasks', pk: String(created.body.id) });
    socket.disconnect();
  });

  it('makes the sockets of both servers leave the rooms of a project deleted on one', async () => {
    const [onA, onB] = [liveSocket(a.url, { token: admin }), liveSocket(b.url, { token: admin })];
    const inboxes = [await subscribedInbox(onA, going, 'tasks'), await subscribedInbox(onB, going, 'tasks')];
    for (const socket of [onA, onB])
      expect(await new Promise<LiveAck>((done) => socket.emit(LiveEvents.subscribe, { projectId, tn: 'tasks' }, done))).toEqual({
        ok: true,
      });
    let forgotten!: () => void;
    const forgottenOnB = new Promise<void>((done) => (forgotten = done));
    b.host.kernel.hooks.tap('test', ProjectHooks.forgotten, (p) => void (p.projectId === going && forgotten()));

    const deleted = await a.request('/dashboard?q=sqlOp_projectDelete', { body: { project_id: going, args: {} }, headers: auth });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await forgottenOnB;
    // Announced on B: its own socket in order, A's through the Redis adapter in order too. Before
    // the deletion each socket would receive the first change, in its own event, ahead of the second.
    await b.host.kernel.hooks.promise(DataHooks.rowsChanged, { changes: [taskUpdate(going, '1'), taskUpdate(projectId, '2')] });
    for (const inbox of inboxes) expect(await inbox.next()).toMatchObject({ projectId, changes: [{ pk: '2' }] });
    for (const socket of [onA, onB]) socket.disconnect();
  });

  it('closes a host with sockets open', async () => {
    const socket = liveSocket(b.url, { token: admin });
    await subscribedInbox(socket, projectId, 'tasks');
    // Closing a host with a socket still connected ends that socket instead of waiting on it.
    const gone = new Promise<string>((done) => socket.once('disconnect', (reason) => done(reason)));
    await hosts.pop()!.close();
    expect(await gone).toMatch(/disconnect|close/);
  });
});

const MASTER_KEY = 'a-master-key-of-some-length';
describe.each([
  { authType: 'none', env: { PLINTH_AUTH_TYPE: 'none' }, token: undefined, headers: {} as Record<string, string> },
  {
    authType: 'masterKey',
    env: { PLINTH_AUTH_TYPE: 'masterKey', PLINTH_MASTER_KEY: MASTER_KEY },
    token: MASTER_KEY,
    headers: { 'xc-master-key': MASTER_KEY } as Record<string, string>,
  },
])('live updates with auth type $authType', ({ env, token, headers }) => {
  let h: TestHost;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    for (const [k, v] of Object.entries(env)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    h = await bootTestHost({ plugins: PLUGINS });
  });
  afterAll(async () => {
    await h?.close();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('lets in the sockets the access service lets in', async () => {
    const projectId = (await h.request('/dashboard?q=sqlOp_projectCreate', { body: { args: { title: 'Open' } }, headers })).body
      .id as string;
    const table = await h.request('/dashboard?q=sqlOp_tableCreate', {
      body: {
        project_id: projectId,
        args: {
          tn: 'tasks',
          columns: columnsOf({ id: 'ID', title: 'SingleLineText' }),
        },
      },
      headers,
    });
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    const socket = liveSocket(h.url, token ? { token } : {});
    const inbox = await subscribedInbox(socket, projectId, 'tasks');
    expect((await h.request(`/nc/${projectId}/api/v1/tasks`, { body: { title: 'open' }, headers })).status).toBe(201);
    expect((await inbox.next()).changes[0]).toMatchObject({ op: 'insert', tn: 'tasks' });
    socket.disconnect();

    if (token) {
      const wrong = liveSocket(h.url, { token: `${token}x` });
      expect(await new Promise<string>((done) => wrong.once('connect_error', (err) => done(err.message)))).toBe('Unauthorized');
      const none = liveSocket(h.url);
      expect(await new Promise<string>((done) => none.once('connect_error', (err) => done(err.message)))).toBe('Unauthorized');
    }
  });
});
