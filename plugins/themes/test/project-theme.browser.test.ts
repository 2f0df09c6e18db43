/**
 * The Themes tab in the built app (Debian's Chromium, real host): an admin gives the project the
 * Strawberry palette from Settings > Themes in the tree; it paints the app at once, a viewer sees
 * it inside the project and their own palette outside; 'No project theme' gives each their own back.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject, storeSession } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const STRAWBERRY_PRIMARY = '#C2185B';
let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;

/** The palette style the themes plugin applies (empty before the palettes load). */
const paletteCss = (page: Page) => page.evaluate(() => document.getElementById('plinth-theme-palette')?.textContent ?? '');
const waitForPrimary = (page: Page, color: string, present = true) =>
  page.waitForFunction(
    ([c, want]) => (document.getElementById('plinth-theme-palette')?.textContent ?? '').includes(c as string) === want,
    [color, present] as const,
    { timeout: 15_000 },
  );

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Berry' });
  await session.createTables({ notes: { id: 'ID', body: 'LongText' } });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('Themes tab', () => {
  it('sets the project theme that every member sees inside the project', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    await page.getByRole('treeitem', { name: 'Settings' }).click();
    await page.getByRole('treeitem', { name: 'Themes' }).click();
    const tab = page.getByTestId('project-theme-tab');
    const none = tab.getByRole('radio', { name: 'No project theme (each member keeps their own)' });
    await none.waitFor({ timeout: 15_000 });
    expect(await none.isChecked()).toBe(true);
    expect(await paletteCss(page)).not.toContain(STRAWBERRY_PRIMARY);

    await tab.getByRole('radio', { name: /Strawberry/ }).check();
    await page.getByText('Project theme set to Strawberry').waitFor();
    await waitForPrimary(page, STRAWBERRY_PRIMARY);

    const viewerToken = await session.member('viewer@example.com', 'viewer');
    const context = await tb.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const viewer = await context.newPage();
    await storeSession(viewer, viewerToken, { beforeLoad: true });
    await viewer.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    await waitForPrimary(viewer, STRAWBERRY_PRIMARY);
    await viewer.goto(`${h.url}/?t=${Date.now()}#/projects`);
    await waitForPrimary(viewer, STRAWBERRY_PRIMARY, false);
    await context.close();

    await none.check();
    await page.getByText('Project theme removed: each member sees their own').waitFor();
    await waitForPrimary(page, STRAWBERRY_PRIMARY, false);
    expect(tb.pageErrors).toEqual([]);
  });
});
