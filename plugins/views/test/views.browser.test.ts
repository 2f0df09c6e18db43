import { bootTestHost, builtWebDist, columnsOf, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = ['themes', 'mailer', 'auth', 'dialect-sqlite', 'projects', 'dashboard', 'data', 'rest-api', 'views', 'grid-view'];
const SHARE_PASSWORD = 'open sesame';

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let session: TestProjectSession;
let token: string;
let projectId: string;

const rpc = (op: string, args: unknown) => session.rpc(op, args);
const api = (path: string, init?: { method?: string; body?: unknown }) => session.api(path, init);
const views = async () =>
  (await h.request(`/api/v1/views/${projectId}/people`, { headers: { 'xc-auth': token } })).body.list as {
    title: string;
    settings: Record<string, unknown>;
    share: unknown;
  }[];

async function openTable(p: Page) {
  // A full load each time (a new query string), so every test starts from a fresh app.
  await p.goto(`${h.url}/?t=${Date.now()}#/nc/${projectId}?name=people&dbalias=db&type=table`);
  try {
    await p.getByTestId('cell-0-id').waitFor({ timeout: 15_000 });
  } catch (err) {
    await p.screenshot({ path: '/tmp/plinth-views-failed.png' });
    throw new Error(`${String(err)}\npage text: ${await p.locator('body').innerText()}\nerrors: ${tb.pageErrors.join('; ')}`, {
      cause: err,
    });
  }
}

const drawer = (p: Page) => p.getByRole('complementary', { name: 'Views' });
const activeView = (p: Page) => drawer(p).locator('button[aria-current="true"]').textContent();
async function switchTo(p: Page, title: string) {
  await drawer(p).getByRole('button', { name: title, exact: true }).click();
  await expect.poll(() => activeView(p)).toBe(title);
}
const names = async (p: Page, count: number) => {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push((await p.getByTestId(`cell-${i}-name`).textContent()) ?? '');
  return out;
};

beforeAll(async () => {
  const webDist = builtWebDist();
  h = await bootTestHost({ plugins: PLUGINS, webDist });
  session = await signedUpProject(h, { title: 'Views' });
  ({ token, projectId } = session);
  await rpc('tableCreate', {
    tn: 'people',
    columns: columnsOf({ id: 'ID', name: 'SingleLineText', age: 'Number', secret: 'SingleLineText' }),
  });
  for (const [name, age] of [
    ['Ada', 36],
    ['Bob', 17],
    ['Cy', 52],
    ['Dee', 12],
  ] as const) {
    expect((await api('/people', { body: { name, age, secret: `secret of ${name}` } })).status).toBe(201);
  }
  tb = await openBrowser({ width: 1280, height: 800 });
  page = tb.page;
  await session.signIn(page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('named views in the built app', () => {
  it('creates a second view and filters it; switching keeps each view its own settings, also after a reload', async () => {
    await openTable(page);
    await page.getByText('4 rows').waitFor();
    expect(await activeView(page)).toBe('Grid');

    await drawer(page).getByRole('button', { name: 'New view' }).click();
    const dialog = page.getByRole('dialog', { name: 'New view' });
    expect(await dialog.getByLabel('View name').inputValue()).toBe('Grid 2');
    await dialog.getByLabel('View name').fill('Adults');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => activeView(page)).toBe('Adults');
    await page.getByText('4 rows').waitFor();

    // Filter the new view (age > 17) and hide a column.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    const filter = page.getByTestId('filter-row');
    await filter.getByLabel('Field').selectOption('age');
    await filter.getByLabel('Operator').selectOption('gt');
    await filter.getByLabel('Value').fill('17');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('2 rows').waitFor();
    await page.getByRole('button', { name: 'Fields' }).click();
    await page.getByLabel('Show secret', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Fields (1 hidden)' }).click();
    expect(await names(page, 2)).toEqual(['Ada', 'Cy']);
    expect(await page.getByTestId('cell-0-secret').count()).toBe(0);
    await expect
      .poll(async () => (await views()).map((v) => [v.title, v.settings.filters, v.settings.hidden]))
      .toEqual([
        ['Grid', [], []],
        ['Adults', [{ field: 'age', op: 'gt', value: '17' }], ['secret']],
      ]);

    // The first view is unfiltered, and the second keeps its filter.
    await switchTo(page, 'Grid');
    await page.getByText('4 rows').waitFor();
    await page.getByRole('button', { name: 'Filter', exact: true }).waitFor();
    expect(await names(page, 4)).toEqual(['Ada', 'Bob', 'Cy', 'Dee']);
    expect(await page.getByTestId('cell-0-secret').count()).toBe(1);
    await switchTo(page, 'Adults');
    await page.getByText('2 rows').waitFor();
    await page.getByRole('button', { name: 'Filter (1)' }).waitFor();

    // After a reload the tab opens the view last shown, and both views are as they were.
    await page.reload();
    await page.getByTestId('cell-0-id').waitFor();
    expect(await activeView(page)).toBe('Adults');
    await page.getByText('2 rows').waitFor();
    expect(await names(page, 2)).toEqual(['Ada', 'Cy']);
    await switchTo(page, 'Grid');
    await page.getByText('4 rows').waitFor();
    expect(tb.pageErrors).toEqual([]);
  });

  it('shares the filtered view with a password: a visitor not signed in sees only its shown cells and rows, read only', async () => {
    await openTable(page);
    await switchTo(page, 'Adults');
    await drawer(page).getByRole('button', { name: 'Actions of view Adults' }).click();
    await page.getByRole('menuitem', { name: 'Share view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share view Adults' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkBox = dialog.getByRole('textbox', { name: 'Private link' });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(new RegExp(`^${h.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/#/nc/view/[^/]+$`));
    await dialog.getByLabel('Password', { exact: true }).fill(SHARE_PASSWORD);
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await dialog.getByText('Visitors must enter a password.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await drawer(page).getByText('Shared').waitFor();

    // A fresh browser context: no session, nothing remembered.
    const context = await tb.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (err) => errors.push(err.message));
    const writes: string[] = [];
    visitor.on('request', (r) => {
      if (r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
    });
    try {
      await visitor.goto(link);
      await visitor.getByRole('heading', { name: 'This view is password protected' }).waitFor();
      await visitor.getByRole('textbox', { name: /^Password/ }).fill('not it');
      await visitor.getByRole('button', { name: 'Open view' }).click();
      await visitor.getByText('Invalid password').waitFor();
      await visitor.getByRole('textbox', { name: /^Password/ }).fill(SHARE_PASSWORD);
      await visitor.getByRole('button', { name: 'Open view' }).click();
      try {
        await visitor.getByTestId('cell-0-name').waitFor({ timeout: 15_000 });
      } catch (err) {
        await visitor.screenshot({ path: '/tmp/plinth-shared-view-failed.png' });
        throw new Error(`${String(err)}\npage text: ${await visitor.locator('body').innerText()}\nerrors: ${errors.join('; ')}`, {
          cause: err,
        });
      }
      await visitor.getByText('2 rows').waitFor();
      expect(await visitor.title()).toBe('Adults');

      // Only the view's shown columns and filtered rows.
      const headers = await visitor.getByRole('columnheader').evaluateAll((els) => els.map((e) => e.getAttribute('data-column')));
      expect(headers).toEqual(['id', 'name', 'age']);
      expect(await names(visitor, 2)).toEqual(['Ada', 'Cy']);
      expect(await visitor.getByText(/secret of/).count()).toBe(0);

      // Read only: no row or column actions, and a cell does not open an editor.
      for (const name of ['Add row', 'Delete rows', 'Add column']) expect(await visitor.getByRole('button', { name }).count()).toBe(0);
      // The row controls are for the pointer (hidden from assistive technology): found by their label.
      expect(await visitor.getByLabel('Expand row 1', { exact: true }).count()).toBe(0);
      await visitor.getByTestId('cell-0-name').dblclick();
      await visitor.keyboard.press('Enter');
      await visitor.keyboard.type('x');
      expect(await visitor.getByLabel('Edit name', { exact: true }).count()).toBe(0);
      expect(await names(visitor, 1)).toEqual(['Ada']);
      expect(writes).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("follows a column renamed from the grid: the view's filter names the new column, also after the next save", async () => {
    await openTable(page);
    await switchTo(page, 'Adults');
    await page.getByText('2 rows').waitFor();
    await page.getByRole('button', { name: 'Column menu of age' }).click();
    await page.getByRole('menuitem', { name: 'Edit column' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit column' });
    await dialog.getByLabel('Column name').fill('years');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The grid reopens on the view as stored: still filtered, now by the renamed column.
    await page.getByRole('columnheader', { name: /years/ }).waitFor();
    await page.getByText('2 rows').waitFor();
    expect(await names(page, 2)).toEqual(['Ada', 'Cy']);
    const adults = async () => (await views()).find((v) => v.title === 'Adults')!.settings;
    expect((await adults()).filters).toEqual([{ field: 'years', op: 'gt', value: '17' }]);

    // A later settings change saves the settings the grid holds: the filter stays on 'years'.
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('button', { name: 'Add sort' }).click();
    await page.getByTestId('sort-row').getByLabel('Field').selectOption('name');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(async () => (await adults()).sorts).toEqual([{ field: 'name', dir: 'asc' }]);
    expect((await adults()).filters).toEqual([{ field: 'years', op: 'gt', value: '17' }]);
    expect(tb.pageErrors).toEqual([]);
  });
});
