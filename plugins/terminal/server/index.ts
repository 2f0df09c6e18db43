import { randomUUID } from 'node:crypto';
import { definePlugin, z } from '@plinth/sdk';
import {
  AccessControlToken,
  createRouter,
  serveSocketEngine,
  tokenRequest,
  type Principal,
  type ServerContext,
  type SocketEngine,
} from '@plinth/sdk/server';
import type { Server as IoServer, Socket } from 'socket.io';
import { manifest } from '../manifest.js';
import { MAX_TERMINALS, TERMINAL_SOCKET_PATH, type TerminalRequest, type TerminalResponse, type TerminalStatus } from '../protocol.js';
import { migrations, TerminalSession } from './sessions.js';
import { messages } from './messages/index.js';

const settings = z.object({
  /** A terminal without input this long is closed. */
  idleMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});
type TerminalSettings = z.infer<typeof settings>;

/** The operator's switch: a shell on the server is off unless they turn it on. */
const enabled = () => process.env.PLINTH_TERMINAL === '1';
/** The Super Admin: a signed-in user holding the global owner role (the first user). */
const isSuperAdmin = (p: Principal | null): p is Principal => p?.kind === 'user' && Boolean(p.roles.owner);

const size = z.object({ cols: z.number().int().min(2).max(1000), rows: z.number().int().min(2).max(500) });
const request = z.discriminatedUnion('type', [
  z.object({ type: z.literal('open') }).extend(size.shape),
  z.object({ type: z.literal('input'), id: z.string().max(64), data: z.string().max(64 * 1024) }),
  z.object({ type: z.literal('resize'), id: z.string().max(64) }).extend(size.shape),
  z.object({ type: z.literal('close'), id: z.string().max(64) }),
]);

type TerminalSocket = Socket<
  { request: (r: TerminalRequest) => void },
  { response: (r: TerminalResponse) => void },
  Record<string, never>,
  { principal: Principal }
>;

/**
 * The terminal's socket.io server, made with the first socket request (socket.io stays out of
 * the server's start; the terminal is off on most servers).
 */
async function openTerminal(
  ctx: ServerContext<TerminalSettings>,
  config: TerminalSettings,
): Promise<{ engine: SocketEngine; io: IoServer }> {
  const access = () => ctx.services.getOptional(AccessControlToken);
  const [{ Server: Engine }, { Server: Io }] = await Promise.all([import('engine.io'), import('socket.io')]);
  const engine = new Engine({ maxHttpBufferSize: 128 * 1024 });
  const io: IoServer = new Io({ path: TERMINAL_SOCKET_PATH, serveClient: false });
  io.bind(engine);
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const service = access();
    // Fails closed: no access-control service, no terminal; off, no terminal.
    if (!enabled() || !service || typeof token !== 'string' || token.length > 4096) return next(new Error('Unauthorized'));
    Promise.resolve(service.authenticate(tokenRequest(token))).then(
      (principal: Principal | null) => {
        if (!isSuperAdmin(principal)) return next(new Error('Unauthorized'));
        socket.data.principal = principal;
        next();
      },
      () => next(new Error('Unauthorized')),
    );
  });

  io.on('connection', (socket: TerminalSocket) => {
    const sessions = new Map<string, TerminalSession>();
    const send = (r: TerminalResponse) => socket.emit('response', r);
    const owner = { userId: socket.data.principal.userId ?? null, email: socket.data.principal.email ?? null };
    socket.on('request', (raw) => {
      const parsed = request.safeParse(raw);
      if (!parsed.success) return send({ type: 'error', msg: 'Invalid terminal request' });
      const r = parsed.data;
      if (r.type === 'open') {
        if (sessions.size >= MAX_TERMINALS) return send({ type: 'error', msg: `Only ${MAX_TERMINALS} terminals can be opened` });
        const id = randomUUID();
        try {
          const session = new TerminalSession(
            id,
            ctx.meta,
            owner,
            {
              shell: process.env.SHELL || '/bin/bash',
              cwd: process.env.PLINTH_TERMINAL_CWD || process.cwd(),
              idleMs: config.idleMinutes * 60_000,
            },
            r,
            (data) => send({ type: 'output', id, data }),
            (code, reason) => {
              sessions.delete(id);
              send({ type: 'exit', id, code, reason });
            },
          );
          sessions.set(id, session);
          session.start().then(
            () => send({ type: 'opened', id }),
            (err: unknown) => {
              ctx.log.error('Could not record a terminal session', err);
              void session.close();
              send({ type: 'error', id, msg: 'Error opening the terminal' });
            },
          );
        } catch (err) {
          ctx.log.error('Could not open a terminal', err);
          send({ type: 'error', msg: 'Error opening the terminal' });
        }
        return;
      }
      const session = sessions.get(r.id);
      if (!session) return send({ type: 'error', id: r.id, msg: 'No such terminal' });
      if (r.type === 'input') session.write(r.data);
      else if (r.type === 'resize') session.resize(r.cols, r.rows);
      else void session.close();
    });
    socket.on('disconnect', () => {
      for (const session of sessions.values()) void session.close();
    });
  });
  return { engine, io };
}

export default definePlugin<TerminalSettings>({
  manifest,
  server: {
    messages,
    settings,
    migrations,
    async setup(ctx) {
      const config = await ctx.settings.get();
      const statusOf = (principal: Principal | null): TerminalStatus => ({
        enabled: enabled() && isSuperAdmin(principal),
        ...(!enabled() ? { reason: 'off' as const } : !isSuperAdmin(principal) ? { reason: 'notSuperAdmin' as const } : {}),
        idleMinutes: config.idleMinutes,
      });

      const router = createRouter();
      // Anyone signed in may ask whether they could open one (the settings panel says why not).
      router.get('/status', ctx.http.requirePermission('signedIn'), (req, res) => res.json(statusOf(req.principal ?? null)));
      ctx.http.mount('/api/v1/terminal', router);

      let opened: { engine: SocketEngine; io: IoServer } | undefined;
      let opening: Promise<{ engine: SocketEngine; io: IoServer }> | undefined;
      const open = () => (opening ??= openTerminal(ctx, config).then((o) => (opened = o)));

      serveSocketEngine(
        ctx.http,
        TERMINAL_SOCKET_PATH,
        async () => (await open()).engine,
        'the terminal socket.io transport: every socket is authenticated as the Super Admin in the io middleware, and refused while the terminal is off',
        () => opened?.io.disconnectSockets(true),
      );
      ctx.onDispose(async () => {
        const stopping = await opening?.catch(() => undefined);
        stopping?.io.disconnectSockets(true);
        stopping?.engine.close();
      });
      if (!enabled()) ctx.log.info('The terminal is off (set PLINTH_TERMINAL=1 to let the Super Admin open one)');
    },
  },
});
