import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { MountTable } from '../src/http/mounts.js';
import { createRouter, publicRoute, withGuard } from '@plinth/sdk/server';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** An app with the table's handler and a JSON 404 after it, as the host has. */
async function serve(table: MountTable) {
  const app = express();
  app.use(table.handler);
  app.use((req, res) => void res.status(404).json({ msg: `Not Found: ${req.method} ${req.path}` }));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (path: string) => {
    const res = await fetch(base + path);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

/** A plugin router answering `GET /where` with its name, the params it sees and its base URL. */
function answering(name: string): RequestHandler {
  const router = createRouter({ mergeParams: true });
  router.get('/where', publicRoute('test route'), (req, res) => void res.json({ name, params: req.params, baseUrl: req.baseUrl }));
  return router;
}

describe('MountTable', () => {
  it('routes by mount path, case-insensitively, in the order mounts were added', async () => {
    const table = new MountTable();
    table.add({ pluginId: 'a', path: '/nc/:projectId/api/v1', handlers: [answering('first')] });
    table.add({ pluginId: 'b', path: '/nc/:projectId/api/v1', handlers: [answering('second')] });
    table.add({ pluginId: 'c', path: '/auth', handlers: [answering('auth')] });
    const get = await serve(table);

    expect(await get('/nc/p1/api/v1/where')).toEqual({
      status: 200,
      body: { name: 'first', params: { projectId: 'p1' }, baseUrl: '/nc/p1/api/v1' },
    });
    expect((await get('/NC/p1/API/v1/where')).body.name).toBe('first');
    expect((await get('/Auth/where')).body).toEqual({ name: 'auth', params: {}, baseUrl: '/Auth' });
    // A segment that only starts like a mount is not that mount.
    expect((await get('/authx/where')).status).toBe(404);
    expect((await get('/nothing/where')).status).toBe(404);
  });

  it('gives a mount with a parameter first segment every request, in its place among the others', async () => {
    const table = new MountTable();
    table.add({ pluginId: 'a', path: '/:anything/special', handlers: [answering('param')] });
    table.add({ pluginId: 'b', path: '/auth', handlers: [answering('auth')] });
    const get = await serve(table);

    // Added first, the parameter mount wins over the literal one where both match.
    expect((await get('/auth/special/where')).body).toEqual({ name: 'param', params: { anything: 'auth' }, baseUrl: '/auth/special' });
    expect((await get('/auth/where')).body.name).toBe('auth');
    expect((await get('/other/special/where')).body.name).toBe('param');
  });

  it('stops routing to a removed mount and lists paths per plugin', async () => {
    const table = new MountTable();
    const remove = table.add({ pluginId: 'a', path: '/auth', handlers: [answering('auth')] });
    table.add({ pluginId: 'b', path: '/user', handlers: [answering('user')] });
    const get = await serve(table);
    expect(table.paths('a')).toEqual(['/auth']);

    remove();
    expect((await get('/auth/where')).status).toBe(404);
    expect((await get('/user/where')).body.name).toBe('user');
    expect(table.paths('a')).toEqual([]);
  });

  it('lists every route with its guard, nested routers and guarded handlers included', () => {
    const table = new MountTable();
    const inner = createRouter();
    inner.post(
      '/save',
      withGuard((_req, _res, next) => next(), { kind: 'permission', permission: 'tableRowUpdate' }),
      (_req, res) => void res.json({}),
    );
    const outer = createRouter();
    outer.use(inner);
    outer.use('/deep', inner);
    table.add({ pluginId: 'a', path: '/auth', handlers: [answering('auth'), outer] });
    table.add({ pluginId: 'b', path: '/files', handlers: [publicRoute('static files'), (_req, res) => void res.end()] });
    expect(table.routes()).toEqual([
      { pluginId: 'a', method: 'get', path: '/auth/where', guard: { kind: 'public', reason: 'test route' } },
      { pluginId: 'a', method: 'post', path: '/auth/save', guard: { kind: 'permission', permission: 'tableRowUpdate' } },
      { pluginId: 'a', method: 'post', path: '/auth/deep/save', guard: { kind: 'permission', permission: 'tableRowUpdate' } },
      { pluginId: 'b', method: 'use', path: '/files', guard: { kind: 'public', reason: 'static files' } },
    ]);
  });

  it('refuses routes and mounts without a guard (deny by default)', () => {
    const router = createRouter();
    expect(() => router.get('/open', (_req, res) => void res.end())).toThrow('GET /open has no guard');
    // A guard used alone guards the routes after it.
    router.use(publicRoute('all of this router'));
    expect(() => router.get('/open', (_req, res) => void res.end())).not.toThrow();
    expect(() => new MountTable().add({ pluginId: 'a', path: '/raw', handlers: [(_req, res) => void res.end()] })).toThrow(
      "Mount '/raw' of plugin 'a' has no guard",
    );
    expect(() => publicRoute(' ')).toThrow('A public route says why it is public');
  });

  it('refuses a mount path without a leading slash', () => {
    expect(() => new MountTable().add({ pluginId: 'a', path: 'auth', handlers: [answering('auth')] })).toThrow(/must start with '\/'/);
  });
});
