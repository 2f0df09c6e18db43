/**
 * The kanban in the built app (Debian's Chromium, real host): made from the views drawer, a card
 * dragged to another lane (written through the API, seen live in a second page, undone), a card
 * added in a lane, a lane collapsed and the lanes kept after a reload; its shared link shows the
 * same lanes read only to a visitor signed out.
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

async function openTable(p: Page) {
  await p.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=tasks&dbalias=db&type=table`);
  await p.getByTestId('table-views').waitFor({ timeout: 15_000 });
}
const lane = (p: Page, name: string) => p.getByRole('region', { name, exact: true });
const laneCards = (p: Page, name: string) => lane(p, name).getByRole('listitem');
const statusOf = async (title: string) => (await session.api(`/tasks?where=(title,eq,${title})`)).body.list[0]?.status ?? null;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Board' });
  await session.createTables({
    tasks: { id: 'ID', title: 'SingleLineText', status: { uidt: 'SingleSelect', dtxp: "'To do','Doing','Done'" } },
  });
  const rows = [
    { title: 'write', status: 'To do' },
    { title: 'test', status: 'To do' },
    { title: 'ship', status: 'Doing' },
    { title: 'idea', status: null },
  ];
  expect((await session.api('/tasks/bulk', { body: rows })).status).toBe(201);
  tb = await openBrowser({ width: 1920, height: 1000 });
  page = tb.page;
  await session.signIn(page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('kanban view', () => {
  it('moves a card between lanes by dragging, live in another page, and undoes it', async () => {
    await openTable(page);
    await page.getByRole('complementary', { name: 'Views' }).getByRole('button', { name: 'New view' }).click();
    const dialog = page.getByRole('dialog', { name: 'New view' });
    await dialog.getByLabel('View name').fill('Board');
    await dialog.getByLabel('View type').selectOption({ label: 'Kanban' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('kanban-view').waitFor();
    await expect.poll(() => laneCards(page, 'To do').count()).toBe(2);
    expect(await lane(page, 'Uncategorized').getByTestId('lane-count').textContent()).toBe('1 card');
    expect(await lane(page, 'Done').getByText('No cards').count()).toBe(1);

    // A second page on the same board.
    const other = await tb.browser.newPage({ viewport: { width: 1920, height: 1000 } });
    await session.signIn(other);
    await openTable(other);
    await other.getByRole('complementary', { name: 'Views' }).getByRole('button', { name: 'Board', exact: true }).click();
    await other.getByTestId('kanban-view').waitFor();
    await expect.poll(() => laneCards(other, 'Done').count()).toBe(0);

    await page.getByRole('button', { name: 'write' }).dragTo(lane(page, 'Done'));
    await expect.poll(() => statusOf('write')).toBe('Done');
    await expect.poll(() => laneCards(page, 'Done').count()).toBe(1);
    expect(await laneCards(page, 'To do').count()).toBe(1);
    await expect.poll(() => laneCards(other, 'Done').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => lane(other, 'Done').getByRole('button', { name: 'write' }).count()).toBe(1);

    await page.getByRole('toolbar', { name: 'Kanban toolbar' }).getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => statusOf('write')).toBe('To do');
    await expect.poll(() => laneCards(page, 'To do').count()).toBe(2);
    await expect.poll(() => laneCards(other, 'Done').count(), { timeout: 10_000 }).toBe(0);
    await other.close();
    expect(tb.pageErrors).toEqual([]);
  });

  it('adds a card in a lane, collapses a lane and keeps the lanes after a reload', async () => {
    await openTable(page);
    await page.getByTestId('kanban-view').waitFor();
    await lane(page, 'Doing').getByRole('button', { name: 'Add a card to Doing' }).click();
    const dialog = page.getByRole('dialog', { name: 'New row' });
    await dialog.getByLabel('title').fill('review');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statusOf('review')).toBe('Doing');
    await expect.poll(() => laneCards(page, 'Doing').count()).toBe(2);

    await lane(page, 'Done').getByRole('button', { name: 'Move Done left' }).click();
    await lane(page, 'To do').getByRole('button', { name: 'Collapse To do' }).click();
    await expect.poll(() => laneCards(page, 'To do').count()).toBe(0);
    await openTable(page);
    await page.getByTestId('kanban-view').waitFor();
    await lane(page, 'To do').getByRole('button', { name: 'Expand To do' }).waitFor();
    const order = await page.locator('[data-testid^="kanban-lane-"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(order).toEqual(['Uncategorized', 'To do', 'Done', 'Doing']);
    expect(tb.pageErrors).toEqual([]);
  });

  it('shows the same lanes read only through its shared link', async () => {
    const link = await session.shareViewLink('tasks', 'Board');
    const context = await tb.browser.newContext({ viewport: { width: 1920, height: 1000 } });
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (err) => errors.push(err.message));
    await visitor.goto(link);
    await visitor.getByTestId('kanban-view').waitFor({ timeout: 15_000 });
    await expect.poll(() => lane(visitor, 'Doing').getByRole('listitem').count()).toBe(2);
    expect(await lane(visitor, 'Doing').getByText('ship').count()).toBe(1);
    expect(await lane(visitor, 'Uncategorized').getByText('idea').count()).toBe(1);
    // Nothing to add, and a drag writes nothing.
    expect(await visitor.getByRole('button', { name: /^Add a card to/ }).count()).toBe(0);
    await visitor.getByRole('button', { name: 'ship' }).dragTo(lane(visitor, 'Uncategorized'));
    await visitor.waitForTimeout(300);
    expect(await statusOf('ship')).toBe('Doing');
    expect(errors).toEqual([]);
    await context.close();
  });
});
