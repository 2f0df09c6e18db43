/**
 * The live-updates protocol between the live plugin (socket.io server) and the web grid.
 *
 * Connect with socket.io at path `/socket.io` and `auth: { token }` (an `xc-auth` JWT or an
 * `xc-token` API token; the master key under auth type masterKey; none under auth type none); a
 * bad or missing token fails the connection with `connect_error` (message `Unauthorized`). Then emit `rows:subscribe` for each open table and listen to
 * `rows:changed`. A write that sends the socket's id as `xc-client-id` (`CLIENT_ID_HEADER`) is
 * not sent back to that socket (when it is a socket of the writing user); without the header a
 * client receives its own writes too: apply a change idempotently (replace the row by `pk`).
 */
import type { RowChange } from './server/projects.js';

export type { RowChange };

/**
 * Header the web app sends on writes with its live socket's id: the live plugin does not send
 * the change back to that socket (its grid shows the change already).
 */
export const CLIENT_ID_HEADER = 'xc-client-id';

/** A live socket id as socket.io makes them: the only `xc-client-id` values a server honours. */
const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The writer's client id from an `xc-client-id` header value; anything else is ignored (undefined), not refused. */
export function clientIdOf(header: unknown): string | undefined {
  return typeof header === 'string' && CLIENT_ID_PATTERN.test(header) ? header : undefined;
}

/** socket.io path the live plugin serves. */
export const LIVE_SOCKET_PATH = '/socket.io';

export const LiveEvents = {
  subscribe: 'rows:subscribe',
  unsubscribe: 'rows:unsubscribe',
  changed: 'rows:changed',
} as const;

/** What `auth` the client passes to `io(url, { path, auth })`. */
export interface LiveAuth {
  /** Absent only when the host runs with auth type `none`. */
  token?: string;
}

/** One table of one project (`tn` as the table's name or its alias `_tn`). */
export interface LiveTableRef {
  projectId: string;
  tn: string;
}

export type LiveAck = { ok: true } | { ok: false; msg: string };

export interface LiveRowsChanged {
  projectId: string;
  /** The table's name (`tn`, not its alias), as in the room it was sent to. */
  tn: string;
  changes: RowChange[];
}

/** Events the client emits (typed for `Socket<LiveServerToClient, LiveClientToServer>`). */
export interface LiveClientToServer {
  'rows:subscribe': (ref: LiveTableRef, ack: (answer: LiveAck) => void) => void;
  'rows:unsubscribe': (ref: LiveTableRef, ack?: (answer: LiveAck) => void) => void;
}

/** Events the server emits. */
export interface LiveServerToClient {
  'rows:changed': (payload: LiveRowsChanged) => void;
}

/** Name of the room every subscriber of one table joins. */
export const liveRoom = (ref: LiveTableRef): string => `${ref.projectId}:${ref.tn}`;
