/**
 * Installing and uninstalling through the App Store (Debian's Chromium, a host with
 * PLINTH_PLUGIN_INSTALL on): a refused npm name shows the server's words in the dialog; a `.tgz`
 * uploaded becomes an Installed card; Uninstall (its tables dropped too) takes the card away.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;
let work: string;

/** A plugin package as npm packs it (`package/...` in a gzipped tar): a server half that does nothing. */
function pluginPackage(dir: string): string {
  const root = join(dir, 'package');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({
      name: 'plinth-plugin-hello-store',
      version: '1.2.3',
      plinth: {
        id: 'hello-store',
        displayName: 'Hello Store',
        description: 'Says hello',
        category: 'Tools',
        icon: 'rocket',
        sdk: '*',
        server: 'server.js',
      },
    }),
  );
  writeFileSync(
    join(root, 'server.js'),
    "export default { manifest: { id: 'hello-store', version: '1.2.3', displayName: 'Hello Store' }, server: { setup() {} } };\n",
  );
  const file = join(dir, 'hello-store-1.2.3.tgz');
  execFileSync('tar', ['-czf', file, '-C', dir, 'package']);
  return file;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'app-store-install-'));
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist(), pluginInstall: true, npmRegistry: 'http://127.0.0.1:9' });
  session = await signedUpProject(h, { title: 'Workshop' });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
}, 60_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('App Store install', () => {
  it('installs an uploaded package and uninstalls it', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=appStore`);
    const tab = page.getByTestId('app-store-tab');
    const grid = tab.getByRole('list', { name: 'Plugins' });
    await grid.getByRole('article', { name: 'Branding', exact: true }).waitFor({ timeout: 15_000 });

    await tab.getByRole('button', { name: 'Install plugin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install a plugin' });
    // The registry here answers nothing: the server's refusal shows in the dialog.
    await dialog.getByRole('textbox', { name: 'Package name' }).fill('plinth-plugin-nowhere');
    await dialog.getByRole('form', { name: 'From npm' }).getByRole('button', { name: 'Install' }).click();
    await dialog.getByRole('alert').waitFor();
    expect((await dialog.getByRole('alert').innerText()).length).toBeGreaterThan(0);

    await dialog.getByLabel('Plugin package (.tgz)').setInputFiles(pluginPackage(work));
    await dialog.getByRole('form', { name: 'Upload a package' }).getByRole('button', { name: 'Install' }).click();
    await page.getByText('Hello Store installed').waitFor();
    const card = grid.getByRole('article', { name: 'Hello Store', exact: true });
    await card.waitFor();
    expect(await card.getByText('Installed', { exact: true }).count()).toBe(1);
    await expect.poll(() => card.getByTestId('plugin-state').innerText()).toBe('Running');

    await card.getByRole('button', { name: 'Uninstall Hello Store' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Uninstall Hello Store?' });
    await confirm.getByRole('checkbox', { name: 'Also delete its tables in the meta store' }).check();
    await confirm.getByRole('button', { name: 'Uninstall' }).click();
    await page.getByText('Hello Store uninstalled').waitFor();
    await expect.poll(() => card.count()).toBe(0);
    const list = (await h.request('/api/v1/plugins', { headers: { 'xc-auth': session.token } })).body as { id: string }[];
    expect(list.map((p) => p.id)).not.toContain('hello-store');
    expect(tb.pageErrors).toEqual([]);
  });
});
