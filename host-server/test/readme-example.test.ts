import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bootTestHost } from '@plinth/sdk/testing';
import { repoRoot } from '../src/config.js';

// The plugin example in README.md must keep working: it is extracted and booted as written.
const exampleDir = join(repoRoot, 'host-server', 'test', '.readme-example');
afterAll(() => rmSync(exampleDir, { recursive: true, force: true }));

it('README plugin example boots, migrates, serves its routes and its RPC operation', async () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const code = /`plugins\/notes\/server\/index\.ts`:\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(code, 'README has the notes example').toBeTruthy();
  mkdirSync(exampleDir, { recursive: true });
  const file = join(exampleDir, 'notes.ts');
  writeFileSync(file, code!);
  const { default: notes } = await import(/* @vite-ignore */ file);

  const h = await bootTestHost({ plugins: [notes] });
  try {
    expect(await h.request('/api/v1/notes', { body: { text: '' } })).toMatchObject({
      status: 400,
      body: { msg: 'text: Text is required' },
    });
    const created = await h.request('/api/v1/notes', { body: { text: 'buy milk' } });
    expect(created.status).toBe(201);
    expect((await h.request('/api/v1/notes')).body).toEqual({ list: [{ id: 1, text: 'buy milk' }] });
    expect((await h.request('/dashboard?q=sqlOp_notesCount', { body: {} })).body).toEqual({ n: 1 });
  } finally {
    await h.close();
  }
});
