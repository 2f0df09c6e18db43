/**
 * The SQL editor tab in the built app (Debian's Chromium, real host): three editors to begin
 * with; ctrl+Enter runs the statement under the cursor and shows its rows; an error shows the
 * database's message; the history keeps the runs across a reload; a file saved in one editor
 * opens in a new one.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Atlas' });
  await session.createTables({ cities: { id: 'ID', name: 'SingleLineText' } });
  for (const name of ['Oslo', 'Lima', 'Accra']) expect((await session.api('/cities', { body: { name } })).status).toBe(201);
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('SQL editor tab', () => {
  it('runs the statement under the cursor, shows rows and errors, and keeps its history', async () => {
    const page = tb.page;
    const open = () => page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=sqlEditor`);
    await open();
    const tab = page.getByTestId('sql-editor-tab');
    const editors = tab.getByRole('tablist', { name: 'SQL editors' });
    await editors.getByRole('tab', { name: 'Query 3' }).waitFor({ timeout: 15_000 });
    expect(await editors.getByRole('tab').allInnerTexts()).toEqual(['Query 1', 'Query 2', 'Query 3']);

    const code = tab.getByTestId('sql-code').locator('.cm-content');
    await code.click();
    await page.keyboard.insertText('SELECT 1 AS first;\nSELECT name FROM cities ORDER BY name');
    await page.keyboard.press('Control+Enter');
    const result = tab.getByRole('table', { name: 'Result 1' });
    await result.waitFor({ timeout: 15_000 });
    expect(await result.locator('tbody td').allInnerTexts()).toEqual(['Accra', 'Lima', 'Oslo']);
    expect(await tab.getByTestId('sql-result-summary-0').innerText()).toMatch(/^3 rows · \d+ ms$/);

    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('SELECT nope FROM cities');
    await tab.getByRole('button', { name: 'Run', exact: true }).click();
    await tab.getByTestId('sql-error').getByText(/nope/).waitFor();

    const history = tab.getByRole('list', { name: 'Runs, newest first' });
    expect(await history.getByRole('listitem').count()).toBe(2);
    await open();
    await history.getByRole('listitem').first().waitFor({ timeout: 15_000 });
    expect(await history.getByRole('listitem').count()).toBe(2);
    expect(await history.getByRole('listitem').first().innerText()).toContain('SELECT nope FROM cities');
    await history.getByRole('listitem').nth(1).getByRole('button', { name: 'Run again' }).click();
    await tab.getByRole('table', { name: 'Result 1' }).locator('tbody td').first().waitFor();
    expect(tb.pageErrors).toEqual([]);
  });

  it('saves a file and opens it in a new editor', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=sqlEditor`);
    const tab = page.getByTestId('sql-editor-tab');
    await tab.getByRole('tab', { name: 'Query 2' }).click();
    await tab.getByTestId('sql-code').locator('.cm-content').click();
    await page.keyboard.insertText('SELECT count(*) AS n FROM cities');
    await tab.getByRole('textbox', { name: 'File name' }).fill('count.sql');
    await tab.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved count.sql').waitFor();
    await tab.getByRole('combobox', { name: 'Open a saved file…' }).selectOption('count.sql');
    const editors = tab.getByRole('tablist', { name: 'SQL editors' });
    await editors.getByRole('tab', { name: 'count.sql' }).nth(1).waitFor();
    expect(await tab.getByTestId('sql-code').innerText()).toContain('SELECT count(*) AS n FROM cities');
    expect(tb.pageErrors).toEqual([]);
  });
});
