import { ArcticFetchError, CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from 'arctic';
import { HttpError } from '@plinth/sdk/server';
import type { OAuthProviderConfig } from './config.js';
import type { OAuthProvider } from './oauth-state.js';

/** Talking to Google and GitHub: the authorize URL, the code exchange (arctic) and the e-mail look-up. */

export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };
const TIMEOUT_MS = 10_000;

const client = (p: OAuthProviderConfig, redirectUri: string) => new OAuth2Client(p.clientId, p.clientSecret, redirectUri);

/** Where to send the browser: the provider's consent page with the state and the S256 challenge. */
export function authorizationUrl(p: OAuthProviderConfig, redirectUri: string, state: string, codeVerifier: string): URL {
  return client(p, redirectUri).createAuthorizationURLWithPKCE(
    p.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    p.scope.split(' '),
  );
}

/** The provider's answer within TIMEOUT_MS, or a 504 (arctic's fetch takes no abort signal). */
async function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HttpError(504, `${what} failed: no answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The access token for `code`, proving with the flow's PKCE verifier that this server asked for it. */
export async function exchangeCode(
  provider: OAuthProvider,
  p: OAuthProviderConfig,
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<string> {
  const what = `${PROVIDER_NAMES[provider]} code exchange`;
  let data: object;
  try {
    data = (await withTimeout(client(p, redirectUri).validateAuthorizationCode(p.tokenUrl, code, codeVerifier), what)).data;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof OAuth2RequestError) throw new HttpError(400, `${what} failed: ${err.description ?? err.code}`);
    if (err instanceof ArcticFetchError)
      throw new HttpError(502, `${what} failed: ${(err.cause as Error | undefined)?.message ?? err.message}`);
    // UnexpectedResponseError / UnexpectedErrorResponseBodyError: not an OAuth answer at all.
    const status = (err as { status?: unknown } | null)?.status;
    throw new HttpError(
      502,
      typeof status === 'number' ? `${what} failed: unexpected answer (status ${status})` : `${what} failed: unexpected answer`,
    );
  }
  const body = data as Record<string, unknown>;
  // GitHub reports a refused code with status 200 and an error field.
  if (typeof body.error === 'string') throw new HttpError(400, `${what} failed: ${String(body.error_description ?? body.error)}`);
  if (typeof body.access_token !== 'string') throw new HttpError(400, `${what} failed: no access token`);
  return body.access_token;
}

async function fetchJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown> | unknown[]> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new HttpError(502, `${what} failed: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || (body && typeof body === 'object' && 'error' in body && !Array.isArray(body))) {
    const reason = String((body as Record<string, unknown>).error_description ?? (body as Record<string, unknown>).error ?? res.status);
    throw new HttpError(400, `${what} failed: ${reason}`);
  }
  return body;
}

/** The verified e-mail the provider reports for this access token. */
export async function providerEmail(provider: OAuthProvider, p: OAuthProviderConfig, accessToken: string): Promise<string> {
  const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Plinth' };
  const profile = (await fetchJson(p.userUrl, { headers }, `${PROVIDER_NAMES[provider]} profile`)) as Record<string, unknown>;
  if (provider === 'google') {
    if (typeof profile.email !== 'string' || profile.email_verified === false)
      throw new HttpError(400, 'Google did not share a verified e-mail');
    return profile.email;
  }
  const emails = p.emailsUrl
    ? ((await fetchJson(p.emailsUrl, { headers }, 'GitHub e-mails')) as { email: string; primary: boolean; verified: boolean }[])
    : [];
  const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  if (primary) return primary.email;
  throw new HttpError(400, 'GitHub did not share a verified e-mail');
}
