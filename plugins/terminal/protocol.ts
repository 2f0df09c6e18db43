/**
 * The terminal socket's protocol (001 s.7: "request events and response events"), shared by the
 * server and the tab. Path `TERMINAL_SOCKET_PATH`; connect with `auth: { token }`.
 */
export const TERMINAL_SOCKET_PATH = '/api/v1/terminal/socket.io';
/** At most this many terminals per browser tab (001 s.9). */
export const MAX_TERMINALS = 5;

/** Client -> server, event `request`. */
export type TerminalRequest =
  | { type: 'open'; cols: number; rows: number }
  | { type: 'input'; id: string; data: string }
  | { type: 'resize'; id: string; cols: number; rows: number }
  | { type: 'close'; id: string };

/** Server -> client, event `response`. */
export type TerminalResponse =
  | { type: 'opened'; id: string }
  | { type: 'output'; id: string; data: string }
  | { type: 'exit'; id: string; code: number | null; reason: 'exited' | 'idle' | 'closed' }
  | { type: 'error'; id?: string; msg: string };

/** What `GET /api/v1/terminal/status` answers: whether this caller may open one, and why not. */
export interface TerminalStatus {
  enabled: boolean;
  /** `off`: the operator has not set PLINTH_TERMINAL=1; `notSuperAdmin`: only the Super Admin may. */
  reason?: 'off' | 'notSuperAdmin';
  idleMinutes: number;
}
