import { ApiError } from '@plinth/sdk/web';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/context/apiClient.js';
import { fakeFetch, type FakeRequest } from './helpers.js';

/** A promise to release by hand (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A client whose session is a plain variable, against a server that accepts only `valid`. */
function setup(options: { valid?: string; routes?: Record<string, unknown> } = {}) {
  const session = { token: 'old' as string | null, previewAs: null as string | null, signedOut: 0 };
  const valid = () => options.valid ?? 'new';
  const guarded = (answer: unknown) => (req: FakeRequest) =>
    req.headers.get('xc-auth') === valid() ? Response.json(answer) : Response.json({ msg: 'Token expired' }, { status: 401 });
  const server = fakeFetch({
    '/api/a': guarded({ a: 1 }),
    '/api/b': guarded({ b: 2 }),
    'POST /api/c': guarded({ c: 3 }),
    ...options.routes,
  });
  const api = createApiClient({
    getToken: () => session.token,
    getPreviewAs: () => session.previewAs,
    onToken: (token) => {
      session.token = token;
    },
    onSignOut: () => {
      session.token = null;
      session.signedOut++;
    },
    fetch: server.fetch,
  });
  return { api, session, server };
}

describe('api client: 401 -> renew -> retry (000 s.8)', () => {
  it('renews once and retries the request with the new token', async () => {
    const { api, session, server } = setup();
    const handler = vi.fn(async () => 'new');
    api.onUnauthorized(handler);
    expect(await api.post('/api/c', { x: 1 })).toEqual({ c: 3 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(session.token).toBe('new');
    expect(server.requests.map((r) => [r.method, r.path, r.headers.get('xc-auth'), r.body])).toEqual([
      ['POST', '/api/c', 'old', { x: 1 }],
      ['POST', '/api/c', 'new', { x: 1 }],
    ]);
  });

  it('shares one renewal between requests failing together', async () => {
    const { api } = setup();
    let finish!: (token: string) => void;
    const handler = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    api.onUnauthorized(handler);
    const both = Promise.all([api.get('/api/a'), api.get('/api/b'), api.post('/api/c')]);
    await vi.waitFor(() => expect(handler).toHaveBeenCalled());
    finish('new');
    expect(await both).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a request failing after another renewed the token retries with it, without renewing again', async () => {
    const gate = deferred();
    const { api, session, server } = setup({
      routes: {
        // answers the old token's 401 only after another request has renewed the session
        '/api/slow': async (req: FakeRequest) => {
          if (req.headers.get('xc-auth') === 'new') return Response.json({ slow: true });
          await gate.promise;
          return Response.json({ msg: 'Token expired' }, { status: 401 });
        },
      },
    });
    const handler = vi.fn(async () => 'new');
    api.onUnauthorized(handler);
    const slow = api.get('/api/slow');
    expect(await api.get('/api/a')).toEqual({ a: 1 });
    expect(session.token).toBe('new');
    gate.resolve();
    expect(await slow).toEqual({ slow: true });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(server.requests.filter((r) => r.path === '/api/slow').map((r) => r.headers.get('xc-auth'))).toEqual(['old', 'new']);
  });

  it('signs out and reports the 401 when the handler has no new token', async () => {
    const { api, session, server } = setup();
    api.onUnauthorized(async () => null);
    const err = await api.get('/api/a').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, message: 'Token expired' });
    expect(session).toMatchObject({ token: null, signedOut: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('treats a throwing handler as no session, and retries at most once', async () => {
    const { api, session } = setup({ valid: 'never' });
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    api.onUnauthorized(async () => {
      throw new Error('refresh exploded');
    });
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(session.signedOut).toBe(1);

    const again = setup({ valid: 'never' });
    const handler = vi.fn(async () => 'still-wrong');
    again.api.onUnauthorized(handler);
    await expect(again.api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(again.server.requests).toHaveLength(2);
  });

  it('never renews for the refresh call itself, a request without token, or without a handler', async () => {
    const { api, session, server } = setup();
    const handler = vi.fn(async () => 'new');
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    const dispose = api.onUnauthorized(handler);
    await expect(api.get('/api/a', { skipRefresh: true })).rejects.toMatchObject({ status: 401 });
    session.token = null;
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    session.token = 'old';
    dispose();
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(4);
  });

  it('does not renew a session that ended while the request was under way', async () => {
    const gate = deferred();
    const { api, session } = setup({
      routes: {
        '/api/late': async () => {
          await gate.promise;
          return Response.json({ msg: 'Token expired' }, { status: 401 });
        },
      },
    });
    const handler = vi.fn(async () => 'new');
    api.onUnauthorized(handler);
    const late = api.get('/api/late');
    session.token = null; // signed out meanwhile
    gate.resolve();
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('api client: xc-preview (000 s.7)', () => {
  it('sends the preview-as role, except to /user/me and calls that ignore preview', async () => {
    const { api, session, server } = setup({ valid: 'old', routes: { '/user/me': {}, '/user/me?project_id=p1': {} } });
    await api.get('/api/a');
    session.previewAs = 'editor';
    await api.get('/api/a');
    await api.get('/user/me');
    await api.get('/user/me?project_id=p1');
    await api.get('/api/a', { ignorePreview: true });
    expect(server.requests.map((r) => [r.path, r.headers.get('xc-preview')])).toEqual([
      ['/api/a', null],
      ['/api/a', 'editor'],
      ['/user/me', null],
      ['/user/me?project_id=p1', null],
      ['/api/a', null],
    ]);
    // the client's own options never reach fetch
    expect(server.requests.every((r) => r.headers.get('ignorePreview') === null)).toBe(true);
  });
});

describe('api client: xc-shared-base-id and its key (000 s.7)', () => {
  it('sends a visit link, and its key when it has one, only while no token is held', async () => {
    const server = fakeFetch({ '/api/a': {} });
    let token: string | null = null;
    let visit: { id: string; key?: string } | null = { id: 'link1' };
    const api = createApiClient({ getToken: () => token, getSharedBase: () => visit, fetch: server.fetch });
    await api.get('/api/a');
    visit = { id: 'link2', key: 'k2' };
    await api.get('/api/a');
    token = 't';
    await api.get('/api/a');
    expect(
      server.requests.map((r) => [r.headers.get('xc-shared-base-id'), r.headers.get('xc-shared-base-key'), r.headers.get('xc-auth')]),
    ).toEqual([
      ['link1', null, null],
      ['link2', 'k2', null],
      [null, null, 't'],
    ]);
  });
});
