/**
 * One delivery try: the body for the hook's kind, signed when the hook has a secret, POSTed
 * through `safeFetch` (the SSRF guard, time and size limits), and logged whatever happened.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { safeFetch } from '@plinth/sdk/server';
import { WEBHOOK_HEADERS, type DeliveryRecord } from '../types.js';
import { bodyFor, type HookEventData } from './payload.js';
import type { HookStore, StoredHook } from './store.js';

/** Limits of one try. */
export interface DeliveryLimits {
  timeoutMs: number;
  /** Largest answer read (the log keeps the first 10 KB). */
  maxResponseBytes: number;
}

const LOGGED_RESPONSE = 10 * 1024;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`: what a receiver recomputes with the shared secret. */
function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The request headers: the hook's own, then the content type and Plinth's (which the hook's cannot replace). */
function headersFor(hook: StoredHook, e: HookEventData, deliveryId: string, body: { text: string; contentType: string }) {
  const headers: Record<string, string> = { 'content-type': body.contentType };
  for (const h of hook.headers) headers[h.name.toLowerCase()] = h.value;
  headers['user-agent'] = 'Plinth-Webhooks/1';
  headers[WEBHOOK_HEADERS.event.toLowerCase()] = e.event;
  headers[WEBHOOK_HEADERS.delivery.toLowerCase()] = deliveryId;
  if (hook.secret) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers[WEBHOOK_HEADERS.timestamp.toLowerCase()] = timestamp;
    headers[WEBHOOK_HEADERS.signature.toLowerCase()] = signature(hook.secret, timestamp, body.text);
  }
  return headers;
}

export interface Attempt {
  deliveryId: string;
  attempt: number;
  test: boolean;
}

/** Sends once and logs the try; answers the logged try (a failure is in `error` / `status`). */
export async function deliverOnce(
  store: HookStore,
  hook: StoredHook,
  e: HookEventData,
  try_: Attempt,
  limits: DeliveryLimits,
): Promise<DeliveryRecord> {
  const body = bodyFor(hook, e, try_.test);
  const started = Date.now();
  let status: number | null = null;
  let response: string | null = null;
  let error: string | null = null;
  try {
    const answer = await safeFetch(hook.url, {
      method: 'POST',
      headers: headersFor(hook, e, try_.deliveryId, body),
      body: body.text,
      timeoutMs: limits.timeoutMs,
      maxBytes: limits.maxResponseBytes,
      maxRedirects: 3,
    });
    status = answer.status;
    response = answer.body.subarray(0, LOGGED_RESPONSE).toString('utf8');
    if (status < 200 || status >= 300) error = `The receiver answered ${status}`;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  return store.log({
    hookId: hook.id,
    projectId: hook.projectId,
    at: started,
    event: e.event,
    pk: e.pk,
    attempt: try_.attempt,
    status,
    durationMs: Date.now() - started,
    response,
    error,
    test: try_.test,
  });
}

/** A new delivery's id (the same on each of its tries, sent as `X-Plinth-Delivery`). */
export const newDeliveryId = (): string => randomUUID();
