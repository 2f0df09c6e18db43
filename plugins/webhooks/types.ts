/**
 * Wire types and paths of the webhooks API, shared by the server half and the web half.
 * `/api/v1/webhooks/:projectId/:tn[/:hookId[/test|/logs]]` (`tn`: the table's name or alias).
 */

/** The row events a hook fires on (bulk writes fire once per row). */
export const HOOK_EVENTS = ['insert', 'update', 'delete'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** `webhook`: JSON (or a template) to any URL; the others: the service's incoming-webhook format. */
export const HOOK_KINDS = ['webhook', 'slack', 'discord', 'teams', 'mattermost'] as const;
export type HookKind = (typeof HOOK_KINDS)[number];

export interface HookHeader {
  name: string;
  value: string;
}

/** A hook as the API answers it: the secret is never answered, only whether there is one. */
export interface HookRecord {
  id: string;
  projectId: string;
  /** The table's name. */
  tn: string;
  title: string;
  event: HookEvent;
  /** A where in the REST syntax (`(field,op,value)~and(...)`) the row must match; null: every row. */
  condition: string | null;
  url: string;
  kind: HookKind;
  headers: HookHeader[];
  /** For `webhook`: the body with `{{row.col}}`-style placeholders; null: the JSON payload. */
  template: string | null;
  hasSecret: boolean;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What a create (title, event, url required) or an update (any) sends. */
export interface HookInput {
  title?: string;
  event?: HookEvent;
  condition?: string | null;
  url?: string;
  kind?: HookKind;
  headers?: HookHeader[];
  template?: string | null;
  /** Write-only; null or '' removes it, absent keeps it. */
  secret?: string | null;
  enabled?: boolean;
}

/** One try of one delivery. */
export interface DeliveryRecord {
  id: string;
  hookId: string;
  /** ISO time the try started. */
  at: string;
  event: HookEvent;
  /** The row's primary key ('' for a test). */
  pk: string;
  /** 1 on the first try. */
  attempt: number;
  /** The receiver's status; null when there was no answer (refused, timed out). */
  status: number | null;
  durationMs: number;
  /** The answer's body, cut to 10 KB. */
  response: string | null;
  error: string | null;
  /** Sent by 'test webhook'. */
  test: boolean;
}

/** Headers a delivery carries (names as sent). */
export const WEBHOOK_HEADERS = {
  event: 'X-Plinth-Event',
  delivery: 'X-Plinth-Delivery',
  /** Unix seconds; part of what is signed. */
  timestamp: 'X-Plinth-Timestamp',
  /** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the hook's secret>`. */
  signature: 'X-Plinth-Signature',
} as const;

export const WEBHOOK_LIMITS = {
  titleMax: 255,
  urlMax: 2000,
  conditionMax: 4000,
  templateMax: 20_000,
  headersMax: 20,
  headerValueMax: 2000,
  secretMax: 500,
  /** Deliveries kept per hook. */
  logKept: 500,
} as const;

const seg = encodeURIComponent;

export const WEBHOOKS_API = {
  mount: '/api/v1/webhooks/:projectId/:tn',
  table: (projectId: string, tn: string) => `/api/v1/webhooks/${seg(projectId)}/${seg(tn)}`,
  hook: (projectId: string, tn: string, hookId: string) => `/api/v1/webhooks/${seg(projectId)}/${seg(tn)}/${seg(hookId)}`,
} as const;
