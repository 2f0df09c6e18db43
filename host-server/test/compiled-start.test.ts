/**
 * `pnpm start` runs the compiled server (scripts/build-server.mjs): every built-in plugin starts
 * from its bundle, and signing up, making a project, a table and a row work through it; so do
 * the parts loaded on first use rather than at start (GraphQL, the gRPC tab, Swagger UI, socket.io).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';
import { builtInPlugins } from '../src/plugins.js';

const { ensureServerBuild, serverBuildNeeded } = (await import(join(repoRoot, 'scripts', 'build-server.mjs'))) as {
  ensureServerBuild(options?: { quiet?: boolean }): Promise<boolean>;
  serverBuildNeeded(): boolean;
};

it('serves every built-in plugin from the compiled JavaScript: sign-up, a project, a table and a row', async () => {
  await ensureServerBuild({ quiet: true });
  expect(serverBuildNeeded()).toBe(false);
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-compiled-'));
  const child = spawn(process.execPath, ['--conditions=plinth-compiled', join(repoRoot, 'host-server', 'dist', 'src', 'main.js')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', PLINTH_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${out}`)), 30_000);
      child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
      child.stdout.on('data', () => {
        const m = /is running at (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
    });
    const health = (await (await fetch(`${url}/api/health`)).json()) as { ok: boolean; plugins: Record<string, string> };
    expect(health.ok).toBe(true);
    expect(Object.keys(health.plugins).sort()).toEqual([...builtInPlugins].sort());
    expect(Object.entries(health.plugins).filter(([, state]) => state !== 'started')).toEqual([]);

    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'xc-gui': 'true', ...(token && { 'xc-auth': token }) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const signUp = await post('/auth/signup', { email: 'admin@example.com', password: 'Password123!' });
    expect(signUp.status).toBe(200);
    const token = signUp.body.token as string;
    const project = await post('/dashboard?q=sqlOp_projectCreate', { args: { title: 'Compiled' } }, token);
    expect(project.status).toBe(200);
    const id = project.body.id as string;
    const table = await post(
      `/dashboard?q=sqlOp_tableCreate`,
      {
        project_id: id,
        args: {
          tn: 'notes',
          columns: [
            { cn: 'id', uidt: 'ID', pk: true, ai: true },
            { cn: 'title', uidt: 'SingleLineText' },
          ],
        },
      },
      token,
    );
    expect(table.status).toBe(200);
    const row = await post(`/nc/${id}/api/v1/notes`, { title: 'from compiled JS' }, token);
    expect(row.status).toBe(201);
    const list = await (await fetch(`${url}/nc/${id}/api/v1/notes`, { headers: { 'xc-auth': token } })).json();
    expect(list.list.map((r: { title: string }) => r.title)).toEqual(['from compiled JS']);
    // GraphQL (graphql-js loaded through createRequire from the bundled plugin) and the SQL
    // editor on SQLite (its runner script found beside the bundle through import.meta.url).
    const gql = await post(`/nc/${id}/v1/graphql`, { query: '{ notesList { title } }' }, token);
    expect(gql.body).toEqual({ data: { notesList: [{ title: 'from compiled JS' }] } });
    const raw = await post('/dashboard?q=sqlOp_executeRawQuery', { project_id: id, args: { query: 'SELECT title FROM notes' } }, token);
    expect(raw.status, JSON.stringify(raw.body)).toBe(200);
    expect(JSON.stringify(raw.body)).toContain('from compiled JS');

    // Loaded on first use, not at start: each works on its first request.
    const grpcCall = await post(`/api/v1/grpc/${id}/call`, { service: 'Notes', method: 'List', request: { limit: 1 } }, token);
    expect(grpcCall.body).toMatchObject({ code: 0, status: 'OK', response: { list: [{ title: 'from compiled JS' }] } });
    const swagger = await fetch(`${url}/nc/${id}/api/v1/swagger/`, { headers: { accept: 'text/html' } });
    expect(await swagger.text()).toContain('swagger-ui-bundle.js');
    const swaggerInit = await fetch(`${url}/nc/${id}/api/v1/swagger/swagger-ui-init.js`);
    expect(await swaggerInit.text()).toContain('../swagger.json');
    // socket.io's polling handshake: an engine.io open packet (`0{"sid":...}`).
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(await handshake.text()).toMatch(/^0\{"sid":/);
    const terminal = await fetch(`${url}/api/v1/terminal/socket.io/?EIO=4&transport=polling`);
    expect(await terminal.text()).toMatch(/^0\{"sid":/);
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
