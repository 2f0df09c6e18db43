/**
 * The template editor in the built app (Debian's Chromium, real host), as an admin at /inspire:
 * tables from the names dialog, a Many To Many column and its mirror, a table rename followed by
 * the references, the spec's validation messages on an invalid submit, then 'Submit to' creating
 * the template and the button reading 'Update in'.
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
  session = await signedUpProject(h, { title: 'Editor' });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('template editor', () => {
  it('keeps relations in sync, shows the validation messages, then submits and updates', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/inspire`);
    const editor = page.getByTestId('template-editor');
    await editor.waitFor({ timeout: 15_000 });

    // Tables from the comma-separated names dialog, with their columns.
    await editor.getByRole('button', { name: 'New table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tables' });
    await dialog.getByLabel('Table names').fill('orders(note), products(name, name)');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    const orders = page.getByRole('region', { name: 'Table orders' });
    await expect
      .poll(() =>
        orders.getByRole('textbox', { name: /^Name of column/ }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      )
      .toEqual(['id', 'note']);
    // An existing table is skipped with the info toast.
    await editor.getByRole('button', { name: 'New table' }).click();
    await dialog.getByLabel('Table names').fill('orders');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText("Table 'orders' is already exist").waitFor();

    // A Many To Many column in orders makes its mirror in products.
    await orders.getByRole('button', { name: 'New column' }).click();
    await orders.getByLabel('Type of column title3 in orders').selectOption('LinkToAnotherRecord');
    await orders.getByLabel('Related table of column title3 in orders').selectOption('products');
    expect(await orders.getByLabel('Relation type of column title3 in orders').inputValue()).toBe('mm');
    await page.getByRole('button', { name: /^products/ }).click();
    const products = page.getByRole('region', { name: 'Table products' });
    expect(await products.getByLabel('Relation type of column orders in products').inputValue()).toBe('mm');
    expect(await products.getByLabel('Related table of column orders in products').inputValue()).toBe('orders');

    // Renaming a table: the relation in the other table follows.
    await products.getByLabel('Table name').fill('items');
    const items = page.getByRole('region', { name: 'Table items' });
    await items.waitFor();
    expect(await orders.getByLabel('Related table of column title3 in orders').inputValue()).toBe('items');

    // Submitting an invalid template: the messages, the first invalid field focused.
    const submit = editor.getByRole('button', { name: 'Submit to' });
    await submit.click();
    await page.getByText('Please fill all the required column!').first().waitFor();
    await editor.getByText('Project name required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tpl-title');
    await editor.getByLabel('Project name').fill('Shop');
    await orders.getByLabel('Name of column note in orders').fill('');
    await submit.click();
    await orders.getByText('Column name required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tpl-t0-c1-cn');
    await orders.getByLabel('Name of column 2 in orders').fill('note');
    await submit.click();
    await editor.getByText('Category name required').waitFor();
    await editor.getByLabel('Category').fill('Sales');
    await editor.getByRole('radio', { name: 'Gradient 2' }).check({ force: true });

    // A valid submit creates the template; the button then reads 'Update in' and saves it again.
    await submit.click();
    const update = editor.getByRole('button', { name: 'Update in' });
    await update.waitFor();
    await page.getByText('Template updated successfully').first().waitFor();
    const list = await h.request('/api/v1/nc/templates?query=Shop');
    const mine = (list.body.data as { id: number; title: string }[]).filter((t) => t.title === 'Shop');
    expect(mine).toHaveLength(1);
    const id = mine[0]!.id;
    await editor.getByLabel('Description').fill('Orders and the items in them');
    await update.click();
    await expect.poll(async () => (await h.request(`/api/v1/nc/templates/${id}`)).body.description).toBe('Orders and the items in them');
    const saved = JSON.parse((await h.request(`/api/v1/nc/templates/${id}`)).body.template);
    expect(saved.tables.map((t: { tn: string }) => t.tn)).toEqual(['orders', 'items']);
    expect(saved.tables[0].manyToMany).toEqual([{ rtn: 'items', _cn: 'title3' }]);
    expect(tb.pageErrors).toEqual([]);
  });
});
