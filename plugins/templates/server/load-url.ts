import { z } from '@plinth/sdk';
import { badRequest, safeFetch, validate } from '@plinth/sdk/server';
import { rawDocument } from './document/raw.js';

/** A template document is small; anything bigger is not one. */
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

export const loadUrlBody = z.object(
  { url: z.string({ error: 'URL required' }).trim().min(1, 'URL required').max(2048, 'URL is too long') },
  { error: 'URL required' },
);

/**
 * A template document read from a user's URL (001 s.7, "GET of a user-entered URL"), fetched by
 * the server through the SDK's SSRF guard: http(s) only, no loopback / private / link-local
 * addresses, 2 MB and 10 s at most. Answers the document's structure (unknown fields dropped);
 * the editor shows it for the user to check, so the spec's rules are not applied here.
 */
export async function loadTemplateUrl(url: string): Promise<z.infer<typeof rawDocument>> {
  const answer = await safeFetch(url, { maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS, headers: { accept: 'application/json' } });
  if (answer.status !== 200) throw badRequest(`The URL answered ${answer.status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw badRequest('The URL did not answer a template document (JSON)');
  }
  return validate(rawDocument, parsed);
}
