/**
 * Database objects in the built app (Debian's Chromium, real host, a project on SQLite): a view's
 * definition opened from the tree beside its grid shows its SELECT in the code editor, is saved
 * changed and deleted after a confirmation; a trigger opens from the Triggers folder with its
 * CREATE statement; a new view is created from the Views folder's action.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, connectionFromUrl, createTestDatabase, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestDatabase, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;
let pgDb: TestDatabase | undefined;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Objects' });
  await session.createTables({ items: { id: 'ID', title: 'SingleLineText', note: 'SingleLineText' } });
  await session.rpc('viewCreate', { name: 'open_items', select: 'SELECT id, title FROM items WHERE note IS NULL' });
  await session.rpc('triggerCreate', {
    name: 'stamp',
    sql: "CREATE TRIGGER stamp AFTER INSERT ON items BEGIN UPDATE items SET note = 'x' WHERE id = NEW.id; END",
  });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
}, 60_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
  await pgDb?.drop();
});

describe('database object tabs', () => {
  it("opens a view's definition from the tree, saves a change and deletes it", async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    const tree = page.getByRole('tree');
    await tree.getByRole('treeitem', { name: /^Views/ }).click();
    const item = tree.getByRole('treeitem', { name: /open_items/ });
    await item.waitFor({ timeout: 15_000 });
    // The item's trailing action (Primer hides it from the accessibility tree: the item's shortcut reaches it).
    await item.hover();
    await tree.getByRole('button', { name: 'Definition of open_items', includeHidden: true }).click();

    const tab = page.getByTestId('db-object-tab');
    const editor = tab.getByRole('textbox', { name: 'SELECT statement' });
    await expect.poll(() => editor.innerText(), { timeout: 15_000 }).toMatch(/SELECT id, title FROM items WHERE note IS NULL/);

    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('SELECT id, title, note FROM items');
    await tab.getByRole('button', { name: 'Save' }).click();
    await page.getByText("'open_items' saved").waitFor();
    expect((await session.rpc('dbObjectRead', { kind: 'view', name: 'open_items' })).select).toMatch(/note FROM items$/);

    // The database's refusal is shown, and nothing changes.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('SELECT nope FROM items');
    await tab.getByRole('button', { name: 'Save' }).click();
    await tab
      .getByRole('alert')
      .getByText(/no such column: nope/)
      .waitFor();
    expect((await session.rpc('dbObjectRead', { kind: 'view', name: 'open_items' })).select).toMatch(/note FROM items$/);

    await tab.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: "Delete 'open_items'?" }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText("'open_items' deleted").waitFor();
    expect((await session.rpc('viewList')).list).toEqual([]);
    await tree.getByRole('treeitem', { name: /open_items/ }).waitFor({ state: 'detached' });
    expect(tb.pageErrors).toEqual([]);
  });

  it('opens a trigger from its folder, and creates a view from the Views folder', async () => {
    const page = tb.page;
    const tree = page.getByRole('tree');
    await tree.getByRole('treeitem', { name: /^Triggers/ }).click();
    await tree.getByRole('treeitem', { name: 'stamp' }).click();
    const trigger = page.getByTestId('db-object-tab').filter({ hasText: 'Trigger stamp' });
    await expect
      .poll(() => trigger.getByRole('textbox', { name: 'CREATE statement' }).innerText(), { timeout: 15_000 })
      .toMatch(/CREATE TRIGGER stamp AFTER INSERT ON items/);
    await trigger.getByText('On table items').waitFor();

    await tree.getByRole('treeitem', { name: /^Views/ }).hover();
    await tree.getByRole('button', { name: 'New in Views', includeHidden: true }).click();
    const fresh = page.getByTestId('db-object-tab').filter({ hasText: 'New: View' });
    await fresh.getByRole('textbox', { name: /^Name/ }).fill('all_titles');
    const editor = fresh.getByRole('textbox', { name: 'SELECT statement' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('SELECT title FROM items');
    await fresh.getByRole('button', { name: 'Create' }).click();
    await page.getByText("'all_titles' created").waitFor();
    await tree.getByRole('treeitem', { name: /all_titles/ }).waitFor();
    expect((await session.rpc('viewList')).list.map((v: { tn: string }) => v.tn)).toEqual(['all_titles']);

    // The view itself opens in the grid, read only: its rows, no Add row, a typed key edits nothing.
    expect((await session.api('/items', { method: 'POST', body: { title: 'first' } })).status).toBe(201);
    await tree.getByRole('treeitem', { name: /all_titles/ }).click();
    const grid = page.getByTestId('grid-view');
    await expect.poll(() => grid.getByTestId('cell-0-title').innerText(), { timeout: 15_000 }).toBe('first');
    expect(await grid.getByRole('button', { name: 'Add row' }).count()).toBe(0);
    await grid.getByTestId('grid').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('x');
    await page.keyboard.press('Enter');
    expect(await grid.getByRole('textbox').count()).toBe(0);
    expect((await session.api('/all_titles')).body.list).toEqual([{ title: 'first' }]);
    expect(tb.pageErrors).toEqual([]);
  });

  it("shows a PostgreSQL function's CREATE statement and a sequence's current value", async () => {
    pgDb = await createTestDatabase('pg', 'plinth_dbobj_web');
    const pg = await signedUpProject(h, {
      title: 'On PostgreSQL',
      token: session.token,
      db: { client: 'pg', connection: connectionFromUrl(pgDb.url) },
    });
    await pg.rpc('functionCreate', {
      name: 'add_one',
      sql: 'CREATE FUNCTION add_one(x integer) RETURNS integer LANGUAGE sql AS $$ SELECT x + 1 $$',
    });
    await pg.rpc('sequenceCreate', { name: 'order_no', start: 100, increment: 5 });
    await pg.rpc('viewCreate', { name: 'take_one', select: "SELECT nextval('order_no') AS n" });
    expect((await pg.rpc('dbObjectRead', { kind: 'sequence', name: 'order_no' })).currentValue).toBeNull();

    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${pg.projectId}`);
    const tree = page.getByRole('tree');
    await tree.getByRole('treeitem', { name: /^Functions/ }).click();
    await tree.getByRole('treeitem', { name: 'add_one' }).click();
    const fn = page.getByTestId('db-object-tab').filter({ hasText: 'Function add_one' });
    await expect
      .poll(() => fn.getByRole('textbox', { name: 'CREATE statement' }).innerText(), { timeout: 15_000 })
      .toMatch(/CREATE OR REPLACE FUNCTION public\.add_one\(x integer\)[\s\S]*SELECT x \+ 1/);

    await pg.api('/take_one');
    const current = (await pg.rpc('dbObjectRead', { kind: 'sequence', name: 'order_no' })).currentValue as string;
    expect(['100', '105']).toContain(current);
    await tree.getByRole('treeitem', { name: /^Sequences/ }).click();
    await tree.getByRole('treeitem', { name: 'order_no' }).click();
    const seq = page.getByTestId('db-object-tab').filter({ hasText: 'Sequence order_no' });
    await seq.getByText(`Current value: ${current}`).waitFor({ timeout: 15_000 });
    expect(await seq.getByRole('textbox', { name: 'Increment' }).inputValue()).toBe('5');
    await seq.getByRole('textbox', { name: 'Increment' }).fill('10');
    await seq.getByRole('button', { name: 'Save' }).click();
    await page.getByText("'order_no' saved").waitFor();
    expect((await pg.rpc('dbObjectRead', { kind: 'sequence', name: 'order_no' })).sequence.increment).toBe(10);
    await seq.getByText(`Current value: ${current}`).waitFor();
    expect(tb.pageErrors).toEqual([]);
  }, 60_000);
});
