/**
 * The import in the built app (Debian's Chromium, real host): My Projects' 'Create from Excel /
 * CSV' takes an .xlsx, previews its sheets with the inferred types, imports it with the progress
 * bar and opens the new table in the grid (HTML-looking text shown as text); the dashboard's
 * 'Import Excel / CSV' tab adds a CSV as a new table of the open project and the tree lists it.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CSV, sampleWorkbook } from './helpers.js';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Sheets' });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose a file' }).click()]);
  await chooser.setFiles({ name, mimeType, buffer });
}

/**
 * Records every import state the page renders (the progress bar's value, status texts): how
 * long a run stays on screen depends on the machine, what it shows while it runs does not.
 */
async function recordImportStates(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importStates: string[] }).importStates = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="progressbar"][aria-label="Import progress"], [role="status"]'))
        seen.push(`${el.getAttribute('role')}:${el.getAttribute('role') === 'status' ? el.textContent : el.getAttribute('aria-valuenow')}`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { importStates: string[] }).importStates);
}

describe('Excel / CSV import', () => {
  it('creates a project from an .xlsx with the progress bar and opens the new table in the grid', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/projects`);
    await page.getByRole('button', { name: 'Create from Excel / CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a project from Excel / CSV' });
    await chooseFile(page, 'Contacts.xlsx', sampleWorkbook(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const title = dialog.getByRole('textbox', { name: 'Project title' });
    await title.waitFor({ timeout: 15_000 });
    expect(await title.inputValue()).toBe('Contacts');
    const cities = dialog.getByRole('region', { name: 'Cities & Towns' });
    expect(await cities.getByRole('combobox', { name: 'Type of column 2' }).inputValue()).toBe('SingleSelect');
    await cities.getByRole('table', { name: 'Preview: Cities & Towns' }).getByText('Zürich').waitFor();
    const people = dialog.getByRole('region', { name: 'People', exact: true });
    expect(await people.getByRole('combobox', { name: 'Type of column 4' }).inputValue()).toBe('Date');
    await people.getByRole('textbox', { name: 'Name of column 1', exact: true }).fill('Full name');
    await title.fill('Contacts import');
    const importStates = await recordImportStates(page);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('7 rows imported into People, Cities_Towns').waitFor({ timeout: 30_000 });
    const seen = await importStates();
    expect(
      seen.some((s) => s.startsWith('progressbar:')),
      seen.join(' | '),
    ).toBe(true);
    expect(
      seen.some((s) => /^status:\d of 7 rows imported$/.test(s)),
      seen.join(' | '),
    ).toBe(true);
    await page.getByText('Import of Contacts.xlsx finished').first().waitFor();
    await dialog.getByRole('button', { name: 'Open People' }).click();
    await expect.poll(() => page.getByTestId('cell-0-Full_name').textContent(), { timeout: 20_000 }).toBe('Zoë Ünal');
    expect(await page.getByTestId('cell-2-Full_name').textContent()).toBe('<b>bold</b>');
    expect(await page.locator('[data-testid="cell-2-Full_name"] b').count()).toBe(0);
    expect(tb.pageErrors).toEqual([]);
  });

  it('imports a CSV as a new table of the open project from the dashboard tab', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    await page.getByRole('treeitem', { name: 'Settings' }).click();
    await page.getByRole('treeitem', { name: 'Import Excel / CSV' }).click();
    await chooseFile(page, 'orders.csv', Buffer.from(SAMPLE_CSV), 'text/csv');
    const sheet = page.getByRole('region', { name: 'orders', exact: true });
    await sheet.getByRole('textbox', { name: 'Table name' }).waitFor({ timeout: 15_000 });
    expect(await sheet.getByRole('combobox', { name: 'Type of column 2' }).inputValue()).toBe('Number');
    await sheet.getByRole('checkbox', { name: 'Skip column 9' }).check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('3 rows imported into orders').first().waitFor({ timeout: 30_000 });
    await page.getByRole('group', { name: 'Tables' }).getByRole('treeitem', { name: 'orders' }).waitFor({ timeout: 15_000 });
    const list = await session.api('/orders?sort=id');
    expect((list.body as { list: Record<string, unknown>[] }).list.map((r) => [r.name, r.qty, 'field_9' in r])).toEqual([
      ['Ærø', 3, false],
      ['Quote, "comma"', null, false],
      ['日本', 7, false],
    ]);
    expect(tb.pageErrors).toEqual([]);
  });

  it('shows the progress bar with rows done of the total while a large CSV imports', async () => {
    const rows = 20_000;
    const csv = ['label,amount', ...Array.from({ length: rows }, (_, i) => `row ${i},${i % 977}`)].join('\n');
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    await page.getByRole('treeitem', { name: 'Settings' }).click();
    await page.getByRole('treeitem', { name: 'Import Excel / CSV' }).click();
    await chooseFile(page, 'ledger.csv', Buffer.from(csv), 'text/csv');
    await page
      .getByRole('region', { name: 'ledger', exact: true })
      .getByRole('textbox', { name: 'Table name' })
      .waitFor({ timeout: 30_000 });
    const importStates = await recordImportStates(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(`${rows} rows imported into ledger`).first().waitFor({ timeout: 90_000 });
    const seen = await importStates();
    expect(
      seen.some((s) => s.startsWith('progressbar:')),
      seen.slice(0, 5).join(' | '),
    ).toBe(true);
    expect(
      seen.some((s) => /^status:[\d,]+ of 20,000 rows imported$/.test(s)),
      seen.slice(0, 5).join(' | '),
    ).toBe(true);
    expect(await page.getByRole('progressbar', { name: 'Import progress' }).count()).toBe(0);
    expect((await session.api('/ledger/count')).body).toEqual({ count: rows });
    expect(tb.pageErrors).toEqual([]);
  }, 120_000);
});
