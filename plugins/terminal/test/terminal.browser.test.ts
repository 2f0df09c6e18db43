/**
 * The Terminal tab in the built app (Debian's Chromium, real host, node-pty): the Super Admin's
 * 'Local (1)' echoes a command typed into it; a second terminal opens and closes; a project admin
 * who is not the Super Admin is told why there is none.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject, storeSession } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;
const saved = process.env.PLINTH_TERMINAL;

beforeAll(async () => {
  process.env.PLINTH_TERMINAL = '1';
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Ops' });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
});

afterAll(async () => {
  if (saved === undefined) delete process.env.PLINTH_TERMINAL;
  else process.env.PLINTH_TERMINAL = saved;
  await tb?.close();
  await h?.close();
});

describe('Terminal tab', () => {
  it("echoes the Super Admin's command, and opens and closes a second terminal", async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    await page.getByRole('treeitem', { name: 'Tables' }).first().waitFor({ timeout: 15_000 });
    // The `t` shortcut (000 s.2) opens it.
    await page.locator('body').press('t');
    const tab = page.getByTestId('terminal-tab');
    const tabs = tab.getByRole('tablist', { name: 'Terminals' });
    await tabs.getByRole('tab', { name: 'Local (1)' }).waitFor({ timeout: 15_000 });
    const screen = tab.getByTestId('terminal-screen');
    await screen.waitFor();
    await screen.click();
    await page.keyboard.type('echo plinth-$((40 + 2))');
    await page.keyboard.press('Enter');
    await expect.poll(() => screen.innerText(), { timeout: 10_000 }).toContain('plinth-42');

    await tab.getByRole('button', { name: 'New terminal' }).click();
    await tabs.getByRole('tab', { name: 'Local (2)' }).waitFor();
    await tab.getByRole('button', { name: 'Close Local (2)' }).click();
    await expect.poll(() => tabs.getByRole('tab').allInnerTexts()).toEqual(['Local (1)']);
    expect(tb.pageErrors).toEqual([]);
  });

  it('tells a project admin who is not the Super Admin why there is none', async () => {
    const creator = await session.member('creator@example.com', 'creator');
    const context = await tb.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await storeSession(page, creator, { beforeLoad: true });
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=terminal`);
    await page
      .getByTestId('terminal-off')
      .getByText(/only the Super Admin may open it/)
      .waitFor({ timeout: 15_000 });
    await context.close();
  });
});
