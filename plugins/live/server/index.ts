import type { Server as IoServer, Socket } from 'socket.io';
import {
  definePlugin,
  LIVE_SOCKET_PATH,
  type Logger,
  LiveEvents,
  liveRoom,
  z,
  type LiveAck,
  type LiveClientToServer,
  type LiveServerToClient,
  type LiveTableRef,
  type RowChange,
} from '@plinth/sdk';
import {
  AccessControlToken,
  DataHooks,
  HttpError,
  ProjectHooks,
  ProjectsToken,
  serveSocketEngine,
  tokenRequest,
  type Principal,
  type ServerContext,
  type SocketEngine,
} from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { messages } from './messages/index.js';

const settings = z.object({
  /** `redis://...`: rooms shared by every server through the socket.io Redis adapter. Write-only: it may hold a password. */
  redisUrl: z.string().url('redisUrl must be a URL').optional().meta({ writeOnly: true }),
  /** Tables one socket may follow at once. */
  maxSubscriptions: z.number().int().min(1).max(10_000).default(200),
});
type LiveSettings = z.infer<typeof settings>;

interface SocketData {
  token: string | undefined;
  principal: Principal | null;
  /** The socket's own writer room (`writerRoom`); none without a user. */
  writerRoom?: string;
}
type LiveSocket = Socket<LiveClientToServer, LiveServerToClient, Record<string, never>, SocketData>;
type LiveIo = IoServer<LiveClientToServer, LiveServerToClient, Record<string, never>, SocketData>;

const tableRef = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required').max(64, 'projectId is too long'),
  tn: z.string({ error: 'tn is required' }).min(1, 'tn is required').max(255, 'tn is too long'),
});

/**
 * A room only this socket is in, named by its id and its user. A write's origin (the
 * `xc-client-id` header) excludes the writer's room of that id and the writing user, so an id
 * of another user's socket (or of a socket without a user) names an empty room and excludes
 * nobody: a client cannot keep its changes from reaching someone else's grid. Socket ids hold
 * no ':', so the name cannot be read two ways; it is no table's room either (`p_...:tn`).
 */
const writerRoom = (userId: string, socketId: string) => `writer:${socketId}:${userId}`;

const answer = (ack: unknown, result: LiveAck) => {
  if (typeof ack === 'function') (ack as (a: LiveAck) => void)(result);
};

interface FollowDeps {
  /** The room of a table the socket may read (throws an HttpError otherwise). */
  authorizedRoom(socket: LiveSocket, payload: unknown): Promise<string>;
  /** Tables one socket may follow at once. */
  maxSubscriptions: number;
  tableName(projectId: string, tn: string): Promise<{ tn: string }>;
  log: Logger;
}

/** A connected socket: its writer room, then subscribe / unsubscribe to tables' rooms. */
function followTables(socket: LiveSocket, deps: FollowDeps): void {
  const userId = socket.data.principal?.userId;
  if (userId) {
    socket.data.writerRoom = writerRoom(userId, socket.id);
    Promise.resolve(socket.join(socket.data.writerRoom)).catch((err: unknown) =>
      deps.log.error('live: joining the writer room failed', err),
    );
  }
  socket.on(LiveEvents.subscribe, (payload, ack) => {
    deps.authorizedRoom(socket, payload).then(
      async (room) => {
        const joined = [...socket.rooms].filter((r) => r !== socket.id && r !== socket.data.writerRoom).length;
        if (!socket.rooms.has(room) && joined >= deps.maxSubscriptions) {
          return answer(ack, { ok: false, msg: `A socket follows at most ${deps.maxSubscriptions} tables` });
        }
        await socket.join(room);
        answer(ack, { ok: true });
      },
      (err: unknown) => answer(ack, { ok: false, msg: messageOf(err) }),
    );
  });
  socket.on(LiveEvents.unsubscribe, (payload, ack) => {
    const parsed = tableRef.safeParse(payload);
    if (!parsed.success) return answer(ack, { ok: false, msg: parsed.error.issues[0]?.message ?? 'Invalid table' });
    // Leaves the room by the given name and, when the table is known, by its own name.
    const leave = async () => {
      await socket.leave(liveRoom(parsed.data));
      const meta = await deps.tableName(parsed.data.projectId, parsed.data.tn).catch(() => undefined);
      if (meta) await socket.leave(liveRoom({ projectId: parsed.data.projectId, tn: meta.tn }));
    };
    leave().then(
      () => answer(ack, { ok: true }),
      (err: unknown) => answer(ack, { ok: false, msg: messageOf(err) }),
    );
  });
}

/**
 * Sends row changes to the rooms of their tables: one event per table and writer socket, as a
 * batch may hold changes of several writers, and skipping one writer's socket must not keep the
 * others' changes from it.
 */
function broadcastChanges(io: LiveIo, changes: readonly RowChange[]): void {
  const groups = new Map<string, { room: string; ref: LiveTableRef; except: string | undefined; changes: RowChange[] }>();
  for (const change of changes) {
    const ref = { projectId: change.projectId, tn: change.tn };
    const room = liveRoom(ref);
    const except = change.origin && change.userId ? writerRoom(change.userId, change.origin) : undefined;
    const key = JSON.stringify([room, except ?? null]);
    const group = groups.get(key) ?? { room, ref, except, changes: [] };
    // The whole rows (for webhooks) stay on the server: pages re-read what they show.
    const { row: _row, previous: _previous, ...sent } = change;
    group.changes.push(sent);
    groups.set(key, group);
  }
  for (const { room, ref, except, changes: list } of groups.values()) {
    const target = except ? io.to(room).except(except) : io.to(room);
    target.emit(LiveEvents.changed, { ...ref, changes: list });
  }
}

/**
 * Makes this server's sockets leave every room of a deleted project's tables (`projectId:tn`):
 * they keep no subscription slot for it and a table of that name never reaches them again.
 * Local only: each server leaves its own sockets, on `deleted` where it was deleted and on
 * `forgotten` on the others (the cluster bus), whatever the socket.io adapter shares.
 */
function leaveProject(io: LiveIo, projectId: string): void {
  const prefix = liveRoom({ projectId, tn: '' });
  const rooms = [...io.of('/').adapter.rooms.keys()].filter((room) => room.startsWith(prefix));
  if (rooms.length) io.local.in(rooms).socketsLeave(rooms);
}

/**
 * Rooms shared by every server through Redis (a publisher and a subscriber connection). The
 * Redis client and adapter are loaded only here: a single server without a Redis URL never
 * loads them.
 */
async function redisAdapter(io: LiveIo, url: string, log: Logger) {
  const [{ createClient }, { createAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-adapter')]);
  const clients = [createClient({ url }), createClient({ url })] as const;
  for (const client of clients) client.on('error', (err: unknown) => log.error('Redis (live updates)', err));
  await Promise.all(clients.map((c) => c.connect()));
  io.adapter(createAdapter(clients[0], clients[1]));
  return clients;
}

const messageOf = (err: unknown) => (err instanceof HttpError ? err.message : 'Internal server error');

interface LiveServer {
  engine: SocketEngine;
  io: LiveIo;
  redis?: Awaited<ReturnType<typeof redisAdapter>>;
}

/**
 * The socket.io server of the plugin. engine.io bound by hand instead of `new Server(httpServer)`:
 * socket.io's own attach wraps the server's request listeners and its close() closes the host's
 * server, so a plugin disabled at run time could not let go of it. Polling goes through a mount,
 * upgrades through the `upgrade` listener added once the server listens.
 */
async function openLive(ctx: ServerContext<LiveSettings>, config: LiveSettings, redisUrl: string | undefined): Promise<LiveServer> {
  const [{ Server: Engine }, { Server: Io }] = await Promise.all([import('engine.io'), import('socket.io')]);
  const projects = ctx.services.get(ProjectsToken);
  const engine = new Engine({ maxHttpBufferSize: 64 * 1024 });
  const io: LiveIo = new Io({ path: LIVE_SOCKET_PATH, serveClient: false });
  io.bind(engine);
  const redis = redisUrl ? await redisAdapter(io, redisUrl, ctx.log) : undefined;

  const access = () => ctx.services.getOptional(AccessControlToken);
  const authenticate = async (token: string | undefined): Promise<Principal | null> => {
    const service = access();
    // Fails closed: without an access-control service no socket is let in.
    if (!service) throw new HttpError(503, 'Authentication is unavailable');
    const principal = await service.authenticate(tokenRequest(token));
    if (!principal) throw new HttpError(401, 'Unauthorized');
    return principal;
  };

  io.use((socket, next) => {
    const given = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if ((given !== undefined && typeof given !== 'string') || (typeof given === 'string' && given.length > 4096))
      return next(new Error('Unauthorized'));
    const token = given || undefined;
    authenticate(token).then(
      (principal) => {
        socket.data.token = token;
        socket.data.principal = principal;
        next();
      },
      (err: unknown) => next(new Error(err instanceof HttpError && err.status === 503 ? err.message : 'Unauthorized')),
    );
  });

  /** The room of a table the socket may read; the table's own name (`tn`) whatever was sent. */
  const authorizedRoom = async (socket: LiveSocket, payload: unknown): Promise<string> => {
    const parsed = tableRef.safeParse(payload);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid table');
    const ref: LiveTableRef = parsed.data;
    // Re-checked on every subscribe: an expired or revoked token stops here.
    const principal = await authenticate(socket.data.token);
    const decision = await access()!.authorize(principal, 'airTable', { projectId: ref.projectId });
    if (decision !== 'allow')
      throw new HttpError(decision === 'unauthenticated' ? 401 : 403, "Forbidden: this action needs the 'airTable' permission");
    const meta = await projects.tableMeta(ref.projectId, ref.tn);
    return liveRoom({ projectId: ref.projectId, tn: meta.tn });
  };
  io.on('connection', (socket: LiveSocket) =>
    followTables(socket, {
      authorizedRoom,
      maxSubscriptions: config.maxSubscriptions,
      tableName: projects.tableMeta.bind(projects),
      log: ctx.log,
    }),
  );
  return { engine, io, redis };
}

export default definePlugin<LiveSettings>({
  manifest,
  server: {
    messages,
    settings,
    async setup(ctx) {
      const config = await ctx.settings.get();
      const redisUrl = config.redisUrl ?? (process.env.PLINTH_REDIS_URL || undefined);
      // socket.io loads with the first socket request; with Redis at once, as changes written
      // here must reach the sockets of the other servers from the start.
      let live: LiveServer | undefined;
      let opening: Promise<LiveServer> | undefined;
      const open = () => (opening ??= openLive(ctx, config, redisUrl).then((l) => (live = l)));
      if (redisUrl) await open();

      // Ahead of slower taps (the audit log's insert): the emit only queues frames. Before
      // socket.io is loaded no socket of this server follows a table.
      ctx.hooks.tap(
        DataHooks.rowsChanged,
        ({ changes }) => {
          if (live) broadcastChanges(live.io, changes);
        },
        { stage: -10 },
      );
      // Before socket.io is loaded no socket of this server is in a room.
      const forget = ({ projectId }: { projectId: string }) => {
        if (live) leaveProject(live.io, projectId);
      };
      ctx.hooks.tap(ProjectHooks.deleted, forget);
      ctx.hooks.tap(ProjectHooks.forgotten, forget);

      serveSocketEngine(
        ctx.http,
        LIVE_SOCKET_PATH,
        async () => (await open()).engine,
        'the socket.io transport: every socket authenticates in the io middleware, every subscription is authorized',
        () => live?.io.disconnectSockets(true),
      );
      ctx.onDispose(async () => {
        const stopping = await opening?.catch(() => undefined);
        if (!stopping) return;
        stopping.io.disconnectSockets(true);
        stopping.engine.close();
        await Promise.all([...stopping.io._nsps.values()].map(async (nsp) => nsp.adapter.close?.()));
        if (stopping.redis) await Promise.all(stopping.redis.map((c) => c.quit().catch(() => undefined)));
      });
    },
  },
});
