/**
 * Accessibility of the dashboard with a table's grid, the expanded row, the column editor and the
 * views drawer in the built app (Debian's Chromium, real host, issue 24): a keyboard-only walk
 * from the sign-in page to a cell's value saved, and axe finding no serious or critical WCAG 2.2
 * AA violation in light and dark mode, dialogs keeping the focus and giving it back.
 */
import { builtInPlugins } from '@plinth/host-server';
import {
  bootTestHost,
  builtWebDist,
  expectAccessible,
  expectDialogKeepsFocus,
  openBrowser,
  signedUpProject,
  storeUiSettings,
  TEST_PASSWORD,
} from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const EMAIL = 'ada@example.com';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;
let context: BrowserContext | undefined;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Atlas', email: EMAIL });
  await session.createTables({ notes: { id: 'ID', title: 'SingleLineText', done: 'Checkbox' } });
  for (const title of ['Water the plants', 'Call the plumber']) expect((await session.api('/notes', { body: { title } })).status).toBe(201);
  tb = await openBrowser();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

/** A fresh page (own storage) in light or dark mode, reduced motion (nothing measured half faded in). */
async function freshPage(mode: 'light' | 'dark' = 'light'): Promise<Page> {
  context = await tb.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await storeUiSettings(page, { darkTheme: mode === 'dark' }, EMAIL);
  return page;
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);
const holdsFocus = (target: Locator) => target.evaluate((el) => el.contains(document.activeElement)).catch(() => false);

/**
 * Presses Tab (at most `max` times) until `target` has the focus (`within`: or an element inside
 * it); fails naming where the focus went.
 */
async function tabTo(page: Page, target: Locator, options: { within?: boolean; max?: number } = {}): Promise<void> {
  await target.waitFor({ timeout: 15_000 });
  const reached = () => (options.within ? holdsFocus(target) : isFocused(target));
  const visited: string[] = [];
  for (let i = 0; i < (options.max ?? 60) && !(await reached()); i++) {
    await page.keyboard.press('Tab');
    visited.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'));
  }
  expect(await reached(), `Tab never reached the target; focus went to:\n${visited.join('\n')}`).toBe(true);
}

/** The id of the cell the grid announces as active (its aria-activedescendant), and that cell's test id. */
async function announcedCell(grid: Locator): Promise<string | null> {
  return grid.evaluate((el) => {
    const id = el.getAttribute('aria-activedescendant');
    const cell = id ? document.getElementById(id) : null;
    return cell && cell.getAttribute('role') === 'gridcell' && cell.hasAttribute('data-active') ? cell.getAttribute('data-testid') : null;
  });
}

describe('keyboard only', () => {
  it('signs in, opens the project and the table from the tree, edits a cell and the value is saved', async () => {
    const page = await freshPage();
    await page.goto(`${h.url}/#/user/authentication/signin`);
    await tabTo(page, page.getByLabel('E-mail', { exact: true }));
    await page.keyboard.type(EMAIL);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(TEST_PASSWORD);
    await page.keyboard.press('Enter');

    await tabTo(page, page.getByRole('link', { name: 'Atlas' }));
    await page.keyboard.press('Enter');

    // The tree: one tab stop; arrows move, Right opens a folder, Enter opens a table.
    const tree = page.getByRole('tree');
    await tabTo(page, tree, { within: true });
    await page.keyboard.press('Home');
    const notes = tree.getByRole('treeitem', { name: 'notes' });
    for (let i = 0; i < 20 && !(await isFocused(notes)); i++) {
      const focused = page.locator('[role="treeitem"]:focus');
      const closed = (await focused.getAttribute('aria-expanded')) === 'false';
      await page.keyboard.press(closed ? 'ArrowRight' : 'ArrowDown');
      if (closed) await expect.poll(() => focused.getAttribute('aria-expanded')).not.toBe('false');
    }
    await page.keyboard.press('Enter');

    const grid = page.getByRole('grid', { name: /notes/ });
    await tabTo(page, grid);
    // The full counts (rows are drawn as they come into view) and column headers named by title.
    expect([await grid.getAttribute('aria-rowcount'), await grid.getAttribute('aria-colcount')]).toEqual(['3', '3']);
    expect(await grid.getByRole('columnheader', { name: 'title', exact: true }).getAttribute('aria-colindex')).toBe('2');
    // Focus comes with an active cell, the grid names it to assistive technology.
    await expect.poll(() => announcedCell(grid)).toBe('cell-0-id');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => announcedCell(grid)).toBe('cell-1-title');
    await page.keyboard.press('Control+Home');
    await expect.poll(() => announcedCell(grid)).toBe('cell-0-id');
    await page.keyboard.press('End');
    await expect.poll(() => announcedCell(grid)).toBe('cell-0-done');
    await page.keyboard.press('PageDown');
    await expect.poll(() => announcedCell(grid)).toBe('cell-1-done');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');

    // Enter edits (the editor is named by its column), Enter confirms, the grid has the focus again.
    await page.keyboard.press('Enter');
    const editor = page.getByLabel('Edit title', { exact: true });
    await editor.waitFor();
    expect(await isFocused(editor)).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Call the electrician');
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(grid)).toBe(true);
    await expect
      .poll(async () => ((await session.api('/notes/2')).body as { title?: string }).title, { timeout: 15_000 })
      .toBe('Call the electrician');
    // The save is announced politely.
    const saveStatus = page.getByTestId('save-status');
    expect([await saveStatus.getAttribute('role'), (await saveStatus.textContent())?.trim()]).toEqual(['status', 'Cell saved']);

    // Escape cancels an edit.
    await page.keyboard.press('F2');
    await editor.waitFor();
    await page.keyboard.type(' later');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    expect(await page.getByTestId('cell-1-title').textContent()).toBe('Call the electrician');

    // Alt+Down opens the column's menu on its first item; Escape gives the focus back to the grid.
    await page.keyboard.press('Alt+ArrowDown');
    const menu = page.getByRole('menu', { name: 'Column menu of title' });
    await menu.waitFor();
    expect(
      await menu
        .getByRole('menuitem')
        .first()
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(
      await menu
        .getByRole('menuitem')
        .nth(1)
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(grid)).toBe(true);
    // Shift+Space checks the active row (a selected row to assistive technology), again unchecks it.
    const row = page.locator('[role="row"][aria-rowindex="3"]');
    await page.keyboard.press('Shift+Space');
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Shift+Space');
    await expect.poll(() => row.getAttribute('aria-selected')).toBe(null);

    // Tab leaves the grid for the next control, Shift+Tab comes back.
    await page.keyboard.press('Tab');
    expect(await grid.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(grid)).toBe(true);
  });
});

/** Signed in with the table's grid open in the dashboard, in `mode`; answers the page and the grid. */
async function openGrid(mode: 'light' | 'dark'): Promise<{ page: Page; grid: Locator }> {
  const page = await freshPage(mode);
  await session.signIn(page);
  await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=notes&dbalias=db&type=table`);
  await page.waitForSelector(`[data-component="ThemeProvider"][data-color-mode="${mode}"]`);
  await page.getByTestId('cell-1-title').waitFor({ timeout: 15_000 });
  return { page, grid: page.getByRole('grid', { name: /notes/ }) };
}

describe.each(['light', 'dark'] as const)('in %s mode', (mode) => {
  it('the dashboard with the grid and the views drawer', async () => {
    const { page, grid } = await openGrid(mode);
    await grid.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowRight');
    await page.getByRole('complementary', { name: 'Views' }).waitFor();
    await expectAccessible(page, { name: `dashboard, grid and views drawer (${mode})` });
  });

  it('the expanded row', async () => {
    const { page, grid } = await openGrid(mode);
    await grid.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Edit title' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `expanded row (${mode})`, include: ['[role="dialog"]'] });
    await expectDialogKeepsFocus(page, dialog, grid);
  });

  it('the column editor and a views drawer dialog', async () => {
    const { page } = await openGrid(mode);
    const addColumn = page.getByRole('button', { name: 'Add column' });
    await addColumn.focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog');
    await editor.waitFor();
    await expectAccessible(page, { name: `column editor (${mode})`, include: ['[role="dialog"]'] });
    await expectDialogKeepsFocus(page, editor, addColumn);

    const newView = page.getByRole('complementary', { name: 'Views' }).getByRole('button', { name: 'New view' });
    await newView.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New view' });
    await dialog.waitFor();
    await expectAccessible(page, { name: `views drawer, new view (${mode})`, include: ['[role="dialog"]'] });
    await expectDialogKeepsFocus(page, dialog, newView);

    // A dialog opened from a view's menu gives the focus back to the menu's button.
    const actions = page.getByRole('complementary', { name: 'Views' }).getByRole('button', { name: /^Actions of view / });
    await actions.focus();
    await page.keyboard.press('Enter');
    const rename = page.getByRole('menuitem', { name: 'Rename' });
    await rename.waitFor();
    for (let i = 0; i < 8 && !(await isFocused(rename)); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectDialogKeepsFocus(page, page.getByRole('dialog', { name: /Rename/ }), actions);
  });
});
