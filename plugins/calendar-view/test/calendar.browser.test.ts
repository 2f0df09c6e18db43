/**
 * The calendar in the built app (Debian's Chromium, real host): made from the views drawer, an
 * event dragged to another day (written through the API), an event added by clicking a day, the
 * week layout kept after a reload; its shared link shows the same days read only to a visitor
 * signed out.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '../shared/range.js';

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let session: TestProjectSession;
const today = dayKey(new Date());
const tomorrow = addDays(today, 1);

async function openTable(p: Page) {
  await p.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=meetings&dbalias=db&type=table`);
  await p.getByTestId('table-views').waitFor({ timeout: 15_000 });
}
const day = (p: Page, key: string) => p.getByTestId(`calendar-day-${key}`);
const dateOf = async (title: string) => (await session.api(`/meetings?where=(title,eq,${title})`)).body.list[0]?.starts ?? null;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Diary' });
  await session.createTables({ meetings: { id: 'ID', title: 'SingleLineText', starts: 'Date' } });
  expect(
    (
      await session.api('/meetings/bulk', {
        body: [
          { title: 'standup', starts: today },
          { title: 'review', starts: today },
        ],
      })
    ).status,
  ).toBe(201);
  tb = await openBrowser({ width: 1400, height: 1000 });
  page = tb.page;
  await session.signIn(page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('calendar view', () => {
  it('shows events on their day, moves one by dragging, adds one by clicking a day, and keeps its layout', async () => {
    await openTable(page);
    await page.getByRole('complementary', { name: 'Views' }).getByRole('button', { name: 'New view' }).click();
    const dialog = page.getByRole('dialog', { name: 'New view' });
    await dialog.getByLabel('View name').fill('Diary');
    await dialog.getByLabel('View type').selectOption({ label: 'Calendar' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('calendar-view').waitFor();
    await expect.poll(() => day(page, today).getByRole('button').count()).toBe(2);

    await day(page, today).getByRole('button', { name: 'review' }).dragTo(day(page, tomorrow));
    await expect.poll(() => dateOf('review')).toBe(tomorrow);
    await expect.poll(() => day(page, tomorrow).getByRole('button', { name: 'review' }).count()).toBe(1);
    expect(await day(page, today).getByRole('button').count()).toBe(1);

    await day(page, tomorrow).click({ position: { x: 60, y: 80 } });
    const add = page.getByRole('dialog', { name: 'New row' });
    await add.getByLabel('title').fill('retro');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => dateOf('retro')).toBe(tomorrow);
    await expect.poll(() => day(page, tomorrow).getByRole('button').count()).toBe(2);

    await page.getByLabel('Layout').selectOption('week');
    await expect.poll(() => page.locator('[data-testid^="calendar-day-"]').count()).toBe(7);
    await openTable(page);
    await page.getByTestId('calendar-view').waitFor();
    await expect.poll(() => page.locator('[data-testid^="calendar-day-"]').count()).toBe(7);
    expect(tb.pageErrors).toEqual([]);
  });

  it('shows the same events read only through its shared link', async () => {
    const link = await session.shareViewLink('meetings', 'Diary');
    const context = await tb.browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (err) => errors.push(err.message));
    await visitor.goto(link);
    await visitor.getByTestId('calendar-view').waitFor({ timeout: 15_000 });
    await expect.poll(() => day(visitor, tomorrow).getByRole('button').count()).toBe(2);
    expect(await day(visitor, today).getByRole('button', { name: 'standup' }).count()).toBe(1);
    // A click on a day adds nothing, and a drag moves nothing.
    await day(visitor, today).click({ position: { x: 60, y: 80 } });
    expect(await visitor.getByRole('dialog', { name: 'New row' }).count()).toBe(0);
    await day(visitor, today).getByRole('button', { name: 'standup' }).dragTo(day(visitor, tomorrow));
    await visitor.waitForTimeout(300);
    expect(await dateOf('standup')).toBe(today);
    expect(errors).toEqual([]);
    await context.close();
  });
});
