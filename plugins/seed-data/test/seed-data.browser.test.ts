/**
 * The Sample data tab in the built app (Debian's Chromium, real host): opened from the tree's
 * Settings on a project made from the Sales CRM template, it fills two tables with a progress bar
 * each, says when it is done, and Remove sample data (confirmed) leaves the tables as they were.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signUpSuperAdmin, storeSession } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let token: string;
let projectId: string;

const count = async (table: string) =>
  (await h.request(`/nc/${projectId}/api/v1/${table}?limit=1`, { headers: { 'xc-auth': token } })).body.pageInfo.totalRows as number;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  token = await signUpSuperAdmin(h);
  const gallery = (await h.request('/api/v1/nc/templates?limit=100')).body.data as { id: number; title: string }[];
  const template = gallery.find((t) => t.title === 'Sales CRM')!.id;
  const r = await h.request('/dashboard?q=sqlOp_projectCreateByWebWithXCDB', {
    body: { args: { projectType: 'rest', template } },
    headers: { 'xc-auth': token },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  projectId = r.body.id;
  tb = await openBrowser({ width: 1400, height: 900 });
  await storeSession(tb.page, token, { beforeLoad: true });
}, 90_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('Sample data tab', () => {
  it('fills chosen tables with progress, then removes exactly what it added', async () => {
    const before = { companies: await count('companies'), contacts: await count('contacts') };
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${projectId}`);
    await page.getByRole('treeitem', { name: 'Settings' }).click();
    await page.getByRole('treeitem', { name: 'Sample data' }).click();
    const tab = page.getByTestId('seed-data-tab');
    const tables = tab.getByRole('table', { name: 'Tables to fill' });
    await tables.getByRole('checkbox', { name: 'companies' }).check({ timeout: 15_000 });
    await tables.getByRole('checkbox', { name: 'contacts' }).check();
    await tables.getByRole('spinbutton', { name: 'Rows for companies' }).fill('300');
    await tables.getByRole('spinbutton', { name: 'Rows for contacts' }).fill('700');
    await tab.getByRole('combobox', { name: 'Language of the data' }).selectOption('fr');
    await tab.getByRole('button', { name: 'Start' }).click();

    await tables.getByRole('progressbar', { name: 'companies: 300 of 300 rows' }).waitFor({ timeout: 30_000 });
    await tables.getByRole('progressbar', { name: 'contacts: 700 of 700 rows' }).waitFor({ timeout: 30_000 });
    await tab.getByRole('status').getByText('Finished', { exact: false }).waitFor();
    await page.getByText('Sample data added').first().waitFor();
    expect(await count('companies')).toBe(before.companies + 300);
    expect(await count('contacts')).toBe(before.contacts + 700);
    await tables.getByText('700 sample rows in the table').waitFor();

    await tab.getByRole('button', { name: 'Remove sample data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the sample data?' });
    await confirm.getByText(/The \d+ rows added as sample data are deleted/).waitFor();
    await confirm.getByRole('button', { name: 'Remove sample data' }).click();
    await page.getByText(/^\d+ sample rows removed$/).waitFor({ timeout: 15_000 });
    expect(await count('companies')).toBe(before.companies);
    expect(await count('contacts')).toBe(before.contacts);
    expect(await tab.getByRole('button', { name: 'Remove sample data' }).isDisabled()).toBe(true);
    expect(tb.pageErrors).toEqual([]);
  });
});
