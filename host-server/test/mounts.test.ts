import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { MountTable } from '../src/http/mounts.js';

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
  const router = express.Router({ mergeParams: true });
  router.get('/where', (req, res) => void res.json({ name, params: req.params, baseUrl: req.baseUrl }));
  return router;
}

describe('MountTable', () => {
  it('routes by mount path, case-insensitively, in the order mounts were added', async () => {
    const table = new MountTable();
    table.add({ pluginId: 'a', path: '/nc/:projectId/api/v1', handler: answering('first') });
    table.add({ pluginId: 'b', path: '/nc/:projectId/api/v1', handler: answering('second') });
    table.add({ pluginId: 'c', path: '/auth', handler: answering('auth') });
    const get = await serve(table);

    expect(await get('/nc/p1/api/v1/where')).toEqual({ status: 200, body: { name: 'first', params: { projectId: 'p1' }, baseUrl: '/nc/p1/api/v1' } });
    expect((await get('/NC/p1/API/v1/where')).body.name).toBe('first');
    expect((await get('/Auth/where')).body).toEqual({ name: 'auth', params: {}, baseUrl: '/Auth' });
    // A segment that only starts like a mount is not that mount.
    expect((await get('/authx/where')).status).toBe(404);
    expect((await get('/nothing/where')).status).toBe(404);
  });

  it('gives a mount with a parameter first segment every request, in its place among the others', async () => {
    const table = new MountTable();
    table.add({ pluginId: 'a', path: '/:anything/special', handler: answering('param') });
    table.add({ pluginId: 'b', path: '/auth', handler: answering('auth') });
    const get = await serve(table);

    // Added first, the parameter mount wins over the literal one where both match.
    expect((await get('/auth/special/where')).body).toEqual({ name: 'param', params: { anything: 'auth' }, baseUrl: '/auth/special' });
    expect((await get('/auth/where')).body.name).toBe('auth');
    expect((await get('/other/special/where')).body.name).toBe('param');
  });

  it('stops routing to a removed mount and lists paths per plugin', async () => {
    const table = new MountTable();
    const remove = table.add({ pluginId: 'a', path: '/auth', handler: answering('auth') });
    table.add({ pluginId: 'b', path: '/user', handler: answering('user') });
    const get = await serve(table);
    expect(table.paths('a')).toEqual(['/auth']);

    remove();
    expect((await get('/auth/where')).status).toBe(404);
    expect((await get('/user/where')).body.name).toBe('user');
    expect(table.paths('a')).toEqual([]);
  });

  it('refuses a mount path without a leading slash', () => {
    expect(() => new MountTable().add({ pluginId: 'a', path: 'auth', handler: answering('auth') })).toThrow(/must start with '\/'/);
  });
});
