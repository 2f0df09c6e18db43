/**
 * The example plugin installed into a running host while a page is open (Debian's Chromium): its
 * dashboard tab appears without a reload and calls its RPC operation through the frame's own React
 * and SDK; disabled or uninstalled it goes; after a restart it is back.
 */
import { rmSync } from 'node:fs';
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examplePackage } from './packages.js';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;
let dataDir: string;
const start = (pluginInstall: boolean) => bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist(), dataDir, pluginInstall });

beforeAll(async () => {
  const first = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist(), pluginInstall: true });
  h = first;
  dataDir = first.dataDir;
  session = await signedUpProject(h, { title: 'Greenhouse' });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
}, 60_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a third-party plugin in open browsers', () => {
  it('shows the installed plugin’s tab without a reload, and takes it away when disabled or uninstalled', async () => {
    const page = tb.page;
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    const tool = page.locator('#dashboard-tool-hello');
    await page.getByRole('treeitem', { name: 'Settings' }).click({ timeout: 15_000 });
    await page.locator('#dashboard-tool-cronJobs').waitFor();
    expect(await tool.count()).toBe(0);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await examplePackage())]), 'plinth-plugin-hello-1.0.0.tgz');
    const installed = await fetch(`${h.url}/api/v1/plugins/install`, { method: 'POST', body: form, headers: { 'xc-auth': session.token } });
    expect(installed.status).toBe(201);
    // The page re-reads the plugin list when it comes back into view.
    const refocus = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await refocus();
    await tool.waitFor();
    await tool.click();
    await expect.poll(() => page.locator('#hello-greeting').textContent()).toBe('Hello, Plinth!');

    const as = { 'xc-auth': session.token };
    expect((await h.request('/api/v1/plugins/hello/disable', { method: 'POST', headers: as })).status).toBe(200);
    await refocus();
    await expect.poll(() => tool.count()).toBe(0);
    expect((await h.request('/api/v1/plugins/hello/enable', { method: 'POST', headers: as })).status).toBe(200);
    await refocus();
    await tool.waitFor();

    expect((await h.request('/api/v1/plugins/hello', { method: 'DELETE', headers: as })).status).toBe(200);
    await refocus();
    await expect.poll(() => tool.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('loads an installed plugin again after a restart', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await examplePackage())]), 'plinth-plugin-hello-1.0.0.tgz');
    const installed = await fetch(`${h.url}/api/v1/plugins/install`, { method: 'POST', body: form, headers: { 'xc-auth': session.token } });
    expect(installed.status).toBe(201);
    await h.host.close();
    h = await start(false);
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=hello`);
    await expect.poll(() => page.locator('#hello-greeting').textContent(), { timeout: 15_000 }).toBe('Hello, Plinth!');
  });
});
