/**
 * Live updates of one table (the live plugin's socket.io protocol, `sdk/src/live.ts`): connect
 * with the session token, subscribe to the table, hand each `rows:changed` to the grid.
 */
import { LIVE_SOCKET_PATH, LiveEvents, type LiveAck, type LiveClientToServer, type LiveServerToClient, type RowChange } from '@plinth/sdk';
import { io, type Socket } from 'socket.io-client';

export interface LiveSubscription {
  /** Resolves with the subscription's answer (false when refused or unreachable). */
  ready: Promise<boolean>;
  close(): void;
}

export function subscribeRows(token: string | null, ref: { projectId: string; tn: string }, onChanges: (changes: RowChange[]) => void): LiveSubscription {
  if (!token) return { ready: Promise.resolve(false), close: () => undefined };
  const socket: Socket<LiveServerToClient, LiveClientToServer> = io({ path: LIVE_SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnectionDelayMax: 10_000 });
  let settle: (ok: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => (settle = resolve));
  // Subscribe on every (re)connect: rooms do not survive a reconnection.
  socket.on('connect', () => socket.emit(LiveEvents.subscribe, ref, (ack: LiveAck) => settle(ack.ok)));
  socket.on('connect_error', () => settle(false));
  socket.on(LiveEvents.changed, (payload) => {
    if (payload.projectId === ref.projectId) onChanges(payload.changes);
  });
  return {
    ready,
    close: () => {
      socket.disconnect();
    },
  };
}
