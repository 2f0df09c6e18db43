/**
 * Live updates of one table for a view (the live plugin's socket.io protocol, `sdk/src/live.ts`):
 * connect with the session token, subscribe to the table, hand each `rows:changed` to the view.
 * Writes name the view's socket (`xc-client-id`, see `liveClientId`), so the server does not send
 * a view its own changes back.
 */
import {
  LIVE_SOCKET_PATH,
  LiveEvents,
  liveRoom,
  type LiveAck,
  type LiveClientToServer,
  type LiveServerToClient,
  type RowChange,
} from '../live.js';
import { io, type Socket } from 'socket.io-client';

export interface LiveSubscription {
  /** Resolves with the subscription's answer (false when refused or unreachable). */
  ready: Promise<boolean>;
  /** The socket's id while connected (a new one after each reconnection); undefined otherwise. */
  clientId(): string | undefined;
  close(): void;
}

/** The open subscriptions of this page by room (`liveRoom`), for the rows API to name on writes. */
const subscriptions = new Map<string, Set<LiveSubscription>>();

/**
 * The id to send as `xc-client-id` on a write to this table: the socket of the one grid of the
 * page that follows it. None when no grid follows it, or several do (two views of one table):
 * the others must still hear of the write, so that grid gets its own change back, as before.
 */
export function liveClientId(projectId: string, tn: string): string | undefined {
  const open = subscriptions.get(liveRoom({ projectId, tn }));
  if (open?.size !== 1) return undefined;
  return [...open][0]!.clientId();
}

export function subscribeRows(
  token: string | null,
  ref: { projectId: string; tn: string },
  onChanges: (changes: RowChange[]) => void,
): LiveSubscription {
  if (!token) return { ready: Promise.resolve(false), clientId: () => undefined, close: () => undefined };
  const socket: Socket<LiveServerToClient, LiveClientToServer> = io({
    path: LIVE_SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnectionDelayMax: 10_000,
  });
  let settle: (ok: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => (settle = resolve));
  // Subscribe on every (re)connect: rooms do not survive a reconnection.
  socket.on('connect', () => socket.emit(LiveEvents.subscribe, ref, (ack: LiveAck) => settle(ack.ok)));
  socket.on('connect_error', () => settle(false));
  socket.on(LiveEvents.changed, (payload) => {
    if (payload.projectId === ref.projectId) onChanges(payload.changes);
  });
  const room = liveRoom(ref);
  const subscription: LiveSubscription = {
    ready,
    clientId: () => (socket.connected ? socket.id : undefined),
    close: () => {
      const open = subscriptions.get(room);
      open?.delete(subscription);
      if (!open?.size) subscriptions.delete(room);
      socket.disconnect();
    },
  };
  subscriptions.set(room, (subscriptions.get(room) ?? new Set()).add(subscription));
  return subscription;
}
