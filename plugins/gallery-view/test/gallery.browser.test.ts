/**
 * The gallery in the built app (Debian's Chromium, real host): made from the views drawer, cards
 * with a cover thumbnail, a card opened and edited, a filter saved with the view, and a table of
 * 300 rows loaded page by page as the cards scroll.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let session: TestProjectSession;

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function upload(name: string): Promise<unknown[]> {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), name);
  const r = await fetch(`${h.url}/api/v1/storage/${session.projectId}/upload`, {
    method: 'POST',
    body: form,
    headers: { 'xc-auth': session.token },
  });
  expect(r.status).toBe(201);
  return ((await r.json()) as { list: unknown[] }).list;
}

async function openTable(p: Page, tn: string) {
  await p.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=${tn}&dbalias=db&type=table`);
  await p.getByTestId('table-views').waitFor({ timeout: 15_000 });
}

const drawer = (p: Page) => p.getByRole('complementary', { name: 'Views' });
const cards = (p: Page) => p.getByRole('list', { name: 'Cards' }).getByRole('listitem');

async function newGallery(p: Page, title: string) {
  await drawer(p).getByRole('button', { name: 'New view' }).click();
  const dialog = p.getByRole('dialog', { name: 'New view' });
  await dialog.getByLabel('View name').fill(title);
  await dialog.getByLabel('View type').selectOption({ label: 'Gallery' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'detached' });
  await p.getByTestId('gallery-view').waitFor();
}

const viewsOf = async (tn: string) =>
  (await h.request(`/api/v1/views/${session.projectId}/${tn}`, { headers: { 'xc-auth': session.token } })).body.list as {
    title: string;
    type: string;
    settings: Record<string, unknown>;
  }[];

beforeAll(async () => {
  const webDist = builtWebDist();
  h = await bootTestHost({ plugins: builtInPlugins, webDist });
  session = await signedUpProject(h, { title: 'Gallery' });
  await session.createTables({
    products: { id: 'ID', name: 'SingleLineText', price: 'Decimal', photos: 'Attachment', done: 'Checkbox' },
    many: { id: 'ID', name: 'SingleLineText' },
  });
  for (const [name, price] of [
    ['Lamp', 12],
    ['Desk', 30],
    ['Chair', 8],
  ] as const) {
    expect(
      (await session.api('/products', { body: { name, price, photos: name === 'Lamp' ? await upload('lamp.png') : null } })).status,
    ).toBe(201);
  }
  const rows = Array.from({ length: 300 }, (_, i) => ({ name: `item ${String(i + 1).padStart(3, '0')}` }));
  expect((await session.api('/many/bulk', { body: rows })).status).toBe(201);
  tb = await openBrowser({ width: 1280, height: 800 });
  page = tb.page;
  await session.signIn(page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('gallery view', () => {
  it('is made from the drawer, shows cards with a cover, opens and edits a card, and keeps its filter', async () => {
    await openTable(page, 'products');
    await newGallery(page, 'Cards');
    await expect.poll(() => cards(page).count()).toBe(3);
    await page.getByText('3 records').waitFor();

    await page.getByLabel('Cover').selectOption('photos');
    const lamp = page.getByRole('button', { name: 'Lamp' });
    await expect.poll(() => lamp.locator('img').count()).toBe(1);
    await expect.poll(async () => (await viewsOf('products')).find((v) => v.title === 'Cards')?.settings.coverColumn).toBe('photos');

    // Open the Desk card, change its price, save: the API and the card show it.
    await page.getByRole('button', { name: 'Desk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desk' });
    await dialog.getByLabel('price').fill('31.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await session.api('/products?where=(name,eq,Desk)')).body.list[0].price).toBe(31.5);
    await expect.poll(() => page.getByRole('button', { name: 'Desk' }).innerText()).toContain('31.5');

    // A value the column refuses stays in the form with the message.
    await page.getByRole('button', { name: 'Chair' }).click();
    const chair = page.getByRole('dialog', { name: 'Chair' });
    await chair.getByLabel('price').fill('cheap');
    await chair.getByRole('button', { name: 'Save' }).click();
    await chair.getByText("'cheap' is not a number").waitFor();
    await chair.getByRole('button', { name: 'Cancel' }).click();

    // Filter price > 10: two cards; after a reload the gallery opens as it was left.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    const filter = page.getByTestId('filter-row');
    await filter.getByLabel('Field').selectOption('price');
    await filter.getByLabel('Operator').selectOption('gt');
    await filter.getByLabel('Value').fill('10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => cards(page).count()).toBe(2);
    await openTable(page, 'products');
    await page.getByTestId('gallery-view').waitFor();
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(tb.pageErrors).toEqual([]);
  });

  it('loads 300 cards page by page as they scroll, with only the cards in view in the page', async () => {
    await openTable(page, 'many');
    await newGallery(page, 'All items');
    await page.getByText('300 records').waitFor();
    const inPage = await cards(page).count();
    expect(inPage).toBeGreaterThan(0);
    expect(inPage).toBeLessThan(60);
    const list = page.getByRole('list', { name: 'Cards' });
    for (let i = 0; i < 40 && !(await page.getByRole('button', { name: 'item 300' }).count()); i++) {
      await list.evaluate((el) => el.scrollBy(0, el.clientHeight));
      await page.waitForTimeout(50);
    }
    await page.getByRole('button', { name: 'item 300' }).waitFor();
    expect(await cards(page).count()).toBeLessThan(60);
    expect(tb.pageErrors).toEqual([]);
  });
});
