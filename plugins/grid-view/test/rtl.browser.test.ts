/**
 * Hebrew lays the app out right to left (issue 24): switched from the top bar's language menu, the
 * page is mirrored (the project tree on the right of the grid, the grid's gutter and first column
 * on its right edge, columns running leftwards and staying under their headers while scrolled,
 * the arrow keys moving the way they point, a dialog's buttons mirrored), and English puts it back.
 */
import { bootTestHost, builtWebDist, openBrowser, settleAnimations, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { builtInPlugins } from '@plinth/host-server';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Enough columns (160 px each) to scroll the grid sideways at 1280 px. */
const TEXT_COLUMNS = Array.from({ length: 14 }, (_, i) => `c${i + 1}`);
const LAST = TEXT_COLUMNS[TEXT_COLUMNS.length - 1]!;

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let session: TestProjectSession;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, String(locator)).not.toBeNull();
  return b!;
}

const grid = () => page.getByTestId('grid');
const header = (key: string) => grid().locator(`[role="columnheader"][data-column="${key}"]`);
const documentDir = () => page.evaluate(() => document.documentElement.dir);
const activeCell = () => grid().locator('[data-active]').getAttribute('data-testid');

/** Drags an element sideways by `dx` pixels with the mouse, in steps (drags follow mouse moves). */
async function drag(handle: Locator, dx: number) {
  const from = await box(handle);
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

async function chooseLanguage(menuName: string, language: string) {
  await page.getByRole('banner').getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

/** The grid's first column sits on its inline start, the second beyond it: true left to right. */
async function firstColumnIsLeftOfSecond(): Promise<boolean> {
  const [id, title] = [await box(header('id')), await box(header('title'))];
  return id.x + id.width <= title.x + 1;
}

beforeAll(async () => {
  const webDist = builtWebDist();
  h = await bootTestHost({ plugins: builtInPlugins, webDist });
  session = await signedUpProject(h, { title: 'Mirrored' });
  await session.rpc('tableCreate', {
    tn: 'items',
    columns: [
      { cn: 'id', uidt: 'ID' },
      { cn: 'title', uidt: 'SingleLineText' },
      ...TEXT_COLUMNS.map((cn) => ({ cn, uidt: 'SingleLineText' })),
    ],
  });
  for (const title of ['one', 'two', 'three']) {
    const cells = Object.fromEntries(TEXT_COLUMNS.map((cn) => [cn, `${title}-${cn}`]));
    expect((await session.api('/items', { body: { title, ...cells } })).status).toBe(201);
  }
  tb = await openBrowser();
  page = tb.page;
  await session.signIn(page);
}, 120_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('Hebrew, right to left', () => {
  it('mirrors the dashboard, the grid and a dialog, and English puts it back', async () => {
    await page.goto(`${h.url}/#/nc/${session.projectId}?name=items&dbalias=db&type=table`);
    await grid().getByTestId('cell-0-id').waitFor();
    expect(await documentDir()).toBe('ltr');
    expect(await firstColumnIsLeftOfSecond()).toBe(true);

    await chooseLanguage('Language', 'עברית');
    await expect.poll(documentDir).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^(he|iw)$/);
    await grid().getByRole('columnheader').first().waitFor();

    // The project tree is on the right of the grid.
    const tree = await box(page.getByTestId('dashboard').getByRole('navigation').first());
    const view = await box(grid());
    expect(tree.x).toBeGreaterThanOrEqual(view.x + view.width - 1);
    // Icons pointing along the line point the other way: a collapsed folder's chevron, the views drawer's.
    const transformOf = (icon: Locator) => icon.evaluate((el) => getComputedStyle(el).transform);
    const treeNav = page.getByTestId('dashboard').getByRole('navigation').first();
    expect(await transformOf(treeNav.locator('.octicon-chevron-right').first())).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await transformOf(page.getByTestId('views-drawer').locator('.plinth-icon-directional').first())).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );

    // The gutter and the first column hug the grid's right edge; the second column is left of the first.
    await expect.poll(firstColumnIsLeftOfSecond).toBe(false);
    const rowNumbers = await box(grid().locator('.pgv-rownums'));
    const idCell = await box(grid().getByTestId('cell-0-id'));
    const titleCell = await box(grid().getByTestId('cell-0-title'));
    expect(rowNumbers.x + rowNumbers.width).toBeGreaterThan(view.x + view.width - 20);
    expect(Math.abs(idCell.x + idCell.width - rowNumbers.x)).toBeLessThan(2);
    expect(titleCell.x + titleCell.width).toBeLessThanOrEqual(idCell.x + 1);
    const idHeader = await box(header('id'));
    expect(Math.abs(idHeader.x - idCell.x)).toBeLessThan(1);

    // Scrolled to the far (left) end: the last column is drawn under its header, the gutter still on the right.
    await grid().evaluate((el) => {
      el.scrollLeft = -(el.scrollWidth - el.clientWidth);
    });
    await expect.poll(() => grid().evaluate((el) => el.scrollLeft)).toBeLessThan(-500);
    const lastCell = grid().getByTestId(`cell-1-${LAST}`);
    await lastCell.waitFor();
    await expect.poll(() => lastCell.textContent()).toBe(`two-${LAST}`);
    const [lastBody, lastHead] = [await box(lastCell), await box(header(LAST))];
    expect(Math.abs(lastBody.x - lastHead.x)).toBeLessThan(1);
    expect(Math.abs(lastBody.width - lastHead.width)).toBeLessThan(1);
    expect(lastBody.x).toBeLessThan(view.x + 200);
    const scrolledNumbers = await box(grid().locator('.pgv-rownums'));
    expect(Math.abs(scrolledNumbers.x - rowNumbers.x)).toBeLessThan(1);

    await grid().evaluate((el) => {
      el.scrollLeft = 0;
    });
    // Dragging the tree's separator leftwards widens the tree (on the right); a column's resize
    // handle is on its left (its end), dragged leftwards it widens the column.
    await drag(page.getByTestId('dashboard').getByRole('separator'), -100);
    await expect.poll(async () => (await box(treeNav)).width).toBeGreaterThan(tree.width + 60);
    await header('title').waitFor();
    const titleWidth = (await box(header('title'))).width;
    const handle = header('title').locator('.pgv-resize');
    expect(Math.abs((await box(handle)).x - (await box(header('title'))).x)).toBeLessThan(6);
    await drag(handle, -50);
    await expect.poll(async () => (await box(header('title'))).width).toBeGreaterThan(titleWidth + 30);

    // ArrowLeft moves to the cell on the left (the next column), ArrowRight back.
    await grid().focus();
    await page.keyboard.press('Control+Home');
    await expect.poll(activeCell).toBe('cell-0-id');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(activeCell).toBe('cell-0-title');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(activeCell).toBe('cell-0-c1');
    await page.keyboard.press('ArrowRight');
    await expect.poll(activeCell).toBe('cell-0-title');

    // The add-column dialog: its primary button (save) on the left of cancel, both at its left end.
    await page.getByRole('button', { name: 'הוספת עמודה' }).click();
    const dialog = page.getByRole('dialog', { name: 'הוספת עמודה' });
    await dialog.waitFor();
    await settleAnimations(page); // measured once it has finished growing in
    const save = await box(dialog.getByRole('button', { name: 'שמירה' }));
    const cancel = await box(dialog.getByRole('button', { name: 'ביטול' }));
    expect(save.x + save.width).toBeLessThanOrEqual(cancel.x + 1);
    expect(save.x - (await box(dialog)).x).toBeLessThan(40);
    await dialog.getByRole('button', { name: 'ביטול' }).click();
    await dialog.waitFor({ state: 'detached' });

    await chooseLanguage('שפה', 'English');
    await expect.poll(documentDir).toBe('ltr');
    await expect.poll(firstColumnIsLeftOfSecond).toBe(true);
    const ltrTree = await box(page.getByTestId('dashboard').getByRole('navigation').first());
    expect(ltrTree.x + ltrTree.width).toBeLessThanOrEqual((await box(grid())).x + 1);
    expect(tb.pageErrors).toEqual([]);
  });
});
