import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost } from '@plinth/host-server';
import { builtWebDist, openBrowser } from '@plinth/sdk/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCREENSHOT = '/tmp/plinth-dark.png';

let host: Awaited<ReturnType<typeof startHost>>;
let browser: Browser;
let page: Page;
let dataDir: string;
let pageErrors: string[] = [];

const themeRoot = () => page.locator('[data-component="ThemeProvider"]');
const colorMode = () => themeRoot().getAttribute('data-color-mode');
/** The frame's painted background (BaseStyles fills the page with Primer's --bgColor-default). */
const background = () => page.locator('[data-component="BaseStyles"]').evaluate((el) => getComputedStyle(el).backgroundColor);
const cssVar = (name: string) => themeRoot().evaluate((el, variable) => getComputedStyle(el).getPropertyValue(variable).trim(), name);
const waitForMode = (mode: 'light' | 'dark') => page.waitForSelector(`[data-component="ThemeProvider"][data-color-mode="${mode}"]`);

beforeAll(async () => {
  builtWebDist();
  dataDir = mkdtempSync(join(tmpdir(), 'plinth-browser-'));
  // The frame and the themes plugin only: with the auth plugin running, a first visit leads to
  // sign-up (plugins/auth/test/auth.browser.test.ts covers the full set).
  host = await startHost({ dataDir, port: 0, quiet: true, plugins: ['themes'] });
  ({ browser, page, pageErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the built app against a real host', () => {
  it('renders the shell with the themes plugin active', async () => {
    await page.goto(`${host.url}/#/`);
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Plinth' }).waitFor();
    await page.getByRole('heading', { name: 'Welcome to Plinth' }).waitFor();
    expect(await banner.getByText(/^v\d+\.\d+\.\d+/).count()).toBe(1);
    await banner.getByRole('button', { name: 'Toggle dark mode' }).waitFor();
    expect(await colorMode()).toBe('light');
  });

  it('toggles dark mode from the top bar and with ctrl+shift+b', async () => {
    const lightBackground = await background();
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await waitForMode('dark');
    const darkBackground = await background();
    expect(darkBackground).not.toBe(lightBackground);

    await page.keyboard.press('Control+Shift+B');
    await waitForMode('light');
    expect(await background()).toBe(lightBackground);
    await page.keyboard.press('Control+Shift+B');
    await waitForMode('dark');
    expect(await background()).toBe(darkBackground);
  });

  it('applies a preset palette chosen in Settings > Appearance', async () => {
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('Control+Shift+C');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: 'Appearance' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('radio', { name: 'Grapes' }).waitFor();
    const before = await cssVar('--button-primary-bgColor-rest');

    await dialog.getByRole('radio', { name: 'Strawberry' }).check();
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[data-component="ThemeProvider"]')!).getPropertyValue('--plinth-color-primary').trim() ===
        '#C2185B',
    );
    expect(await cssVar('--button-primary-bgColor-rest')).toBe('#C2185B');
    expect(before).not.toBe('#C2185B');
    await page.screenshot({ path: SCREENSHOT });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps dark mode and the palette across a reload', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Plinth' }).waitFor();
    await waitForMode('dark');
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[data-component="ThemeProvider"]')!).getPropertyValue('--plinth-color-primary').trim() ===
        '#C2185B',
    );
  });

  it('shows the 404 page for an unknown route', async () => {
    await page.goto(`${host.url}/#/no/such/page`);
    await page.getByText('This page could not be found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Not Found');
    expect(await page.title()).toBe('Not Found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.getByRole('heading', { name: 'Welcome to Plinth' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
