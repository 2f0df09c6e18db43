/**
 * The terminal over its socket (real host, node-pty): refused while the operator has not turned
 * it on and, when on, to everyone but the Super Admin (other users, admins of a project, API
 * tokens, no token); the Super Admin's command output arrives over the socket; at most five;
 * each session audited; an idle shell is closed.
 */
import { randomUUID } from 'node:crypto';
import { bootTestHost, signedUpProject, type TestHost, type TestProjectSession } from '@plinth/sdk/testing';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_SOCKET_PATH, type TerminalResponse } from '../protocol.js';
import { TerminalSession } from '../server/sessions.js';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'terminal'];
type Client = Socket<{ response: (r: TerminalResponse) => void }, { request: (r: unknown) => void }>;

const sockets: Client[] = [];
const socketOf = (url: string, token?: string): Client => {
  const s: Client = connect(url, {
    path: TERMINAL_SOCKET_PATH,
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(s);
  return s;
};
const connected = (s: Client) =>
  new Promise<'connected' | string>((done) => {
    s.once('connect', () => done('connected'));
    s.once('connect_error', (err) => done(err.message));
  });
/** The next response matching `pick`. */
const next = (s: Client, pick: (r: TerminalResponse) => boolean, ms = 10_000) =>
  new Promise<TerminalResponse>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('no such response')), ms);
    const on = (r: TerminalResponse) => {
      if (!pick(r)) return;
      clearTimeout(timer);
      s.off('response', on);
      done(r);
    };
    s.on('response', on);
  });

afterEach(() => {
  while (sockets.length) sockets.pop()!.disconnect();
});

describe('terminal', () => {
  let h: TestHost;
  let session: TestProjectSession;
  const saved = process.env.PLINTH_TERMINAL;
  beforeAll(async () => {
    delete process.env.PLINTH_TERMINAL;
    h = await bootTestHost({ plugins: PLUGINS });
    session = await signedUpProject(h, { title: 'Ops' });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.PLINTH_TERMINAL;
    else process.env.PLINTH_TERMINAL = saved;
    await h?.close();
  });

  it('is off until the operator turns it on, and says so', async () => {
    const status = await h.request('/api/v1/terminal/status', { headers: { 'xc-auth': session.token } });
    expect(status.body).toMatchObject({ enabled: false, reason: 'off' });
    expect((await h.request('/api/v1/terminal/status')).status).toBe(401);
    expect(await connected(socketOf(h.url, session.token))).toBe('Unauthorized');
  });

  it('when on, lets only the Super Admin in', async () => {
    process.env.PLINTH_TERMINAL = '1';
    const creator = await session.member('creator@example.com', 'creator');
    const token = await h.request('/api/v1/auth/tokens', { body: { description: 'ci' }, headers: { 'xc-auth': session.token } });
    expect(token.status, JSON.stringify(token.body)).toBe(201);
    expect((await h.request('/api/v1/terminal/status', { headers: { 'xc-auth': creator } })).body).toMatchObject({
      enabled: false,
      reason: 'notSuperAdmin',
    });
    expect(await connected(socketOf(h.url, creator))).toBe('Unauthorized');
    expect(await connected(socketOf(h.url))).toBe('Unauthorized');
    expect(await connected(socketOf(h.url, 'garbage'))).toBe('Unauthorized');
    // The Super Admin's own API token is not the Super Admin signed in.
    expect(await connected(socketOf(h.url, String(token.body.token)))).toBe('Unauthorized');
    expect((await h.request('/api/v1/terminal/status', { headers: { 'xc-auth': session.token } })).body).toEqual({
      enabled: true,
      idleMinutes: 15,
    });
  });

  it("runs the Super Admin's command and sends its output; at most five; audited", async () => {
    process.env.PLINTH_TERMINAL = '1';
    const s = socketOf(h.url, session.token);
    expect(await connected(s)).toBe('connected');
    const opened = next(s, (r) => r.type === 'opened');
    s.emit('request', { type: 'open', cols: 80, rows: 24 });
    const { id } = (await opened) as { id: string };
    const output: string[] = [];
    s.on('response', (r) => r.type === 'output' && r.id === id && output.push(r.data));
    s.emit('request', { type: 'input', id, data: 'echo plinth-$((40 + 2))\r' });
    await expect.poll(() => output.join(''), { timeout: 10_000 }).toContain('plinth-42');

    for (let i = 0; i < 4; i += 1) {
      const more = next(s, (r) => r.type === 'opened');
      s.emit('request', { type: 'open', cols: 80, rows: 24 });
      await more;
    }
    const refused = next(s, (r) => r.type === 'error');
    s.emit('request', { type: 'open', cols: 80, rows: 24 });
    expect(await refused).toEqual({ type: 'error', msg: 'Only 5 terminals can be opened' });

    const exit = next(s, (r) => r.type === 'exit' && r.id === id);
    s.emit('request', { type: 'close', id });
    expect(await exit).toMatchObject({ reason: 'closed' });
    await expect
      .poll(async () => (await h.host.meta.knex('terminal_sessions').where({ id }).first())?.end_reason, { timeout: 5000 })
      .toBe('closed');
    const row = await h.host.meta.knex('terminal_sessions').where({ id }).first();
    expect(row).toMatchObject({ user_email: 'admin@example.com' });
    expect(row.input).toContain('echo plinth-$((40 + 2))');
  });

  it('closes a shell left idle', async () => {
    const ended: string[] = [];
    const idle = new TerminalSession(
      randomUUID(),
      h.host.meta.knex,
      { userId: null, email: null },
      { shell: '/bin/sh', cwd: process.cwd(), idleMs: 300 },
      { cols: 80, rows: 24 },
      () => undefined,
      (_code, reason) => ended.push(reason),
    );
    await idle.start();
    await expect.poll(() => ended, { timeout: 5000 }).toEqual(['idle']);
  });
});
