/**
 * Scaled scrolling in Chromium on a 2,000,000-row SQLite table: 64 million px of rows, more than
 * a browser lets an element be, reached through a 15 million px scroll box (web/scroll-scale.ts).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject, type TestBrowser, type TestHost, columnsOf } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'dashboard', 'data', 'rest-api', 'views', 'grid-view'];
const ROWS = 2_000_000;
const ROW_PX = 32; // the 'short' row height
const HEADER_PX = 32;

/** The SQLite driver the host uses (a dependency of @plinth/host-server, this plugin's dev dependency). */
type SqliteDatabase = { exec(sql: string): void; prepare(sql: string): { run(...values: unknown[]): unknown }; close(): void };
const requireFromHost = createRequire(import.meta.resolve('@plinth/host-server'));
const Database = requireFromHost('better-sqlite3') as new (file: string) => SqliteDatabase;

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let projectId: string;

beforeAll(async () => {
  h = await bootTestHost({ plugins: PLUGINS, webDist: builtWebDist() });
  const session = await signedUpProject(h, { title: 'Scale' });
  projectId = session.projectId;
  await session.rpc('tableCreate', {
    tn: 'big',
    columns: columnsOf({ id: 'ID', title: 'SingleLineText', score: 'Number' }),
  });
  // The rows straight into the project's SQLite file in one statement, as bench/grid.ts does:
  // 2,000,000 inserts through the API would take far too long.
  const db = new Database(join(h.dataDir, 'projects', `${projectId}.db`));
  try {
    db.prepare(
      `insert into big (title, score)
       with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ?)
       select 'row ' || i, i * 3 from seq`,
    ).run(ROWS);
  } finally {
    db.close();
  }
  tb = await openBrowser({ width: 1280, height: 800 });
  page = tb.page;
  await session.signIn(page);
}, 120_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

/** The grid's scroll state and where a row's title cell sits in its viewport (null: not rendered). */
async function view(p: Page, row: number) {
  return p.evaluate(
    ({ row }) => {
      const grid = document.querySelector<HTMLElement>('[data-testid="grid"]')!;
      const box = grid.getBoundingClientRect();
      const cell = document.querySelector(`[data-testid="cell-${row}-title"]`);
      const rect = cell?.getBoundingClientRect();
      // The gutter's row numbers: a line per row in view, from the first row's top.
      const numbers = document.querySelector<HTMLElement>('.pgv-rownums');
      const lines = numbers?.textContent?.split('\n') ?? [];
      const line = lines.indexOf(String(row + 1));
      const lineHeight = numbers ? parseFloat(getComputedStyle(numbers).lineHeight) : 0;
      return {
        scrollTop: grid.scrollTop,
        scrollHeight: grid.scrollHeight,
        clientHeight: grid.clientHeight,
        scale: Number(grid.dataset.scrollScale),
        text: cell?.textContent ?? null,
        top: rect ? rect.top - box.top : null,
        bottom: rect ? rect.bottom - box.top : null,
        gutterTop: numbers && line >= 0 ? numbers.getBoundingClientRect().top + line * lineHeight - box.top : null,
        gutterText: line >= 0 ? lines[line]! : null,
      };
    },
    { row },
  );
}

/** Waits until a row's title cell shows its data. */
async function rowShows(p: Page, row: number) {
  await p.waitForFunction((n) => document.querySelector(`[data-testid="cell-${n}-title"]`)?.textContent === `row ${n + 1}`, row, {
    timeout: 30_000,
  });
}

/** Sets the scroll element's scrollTop (as dragging the scrollbar does) and waits for a frame. */
async function scrollTo(p: Page, scrollTop: number) {
  await p.evaluate((top) => {
    document.querySelector<HTMLElement>('[data-testid="grid"]')!.scrollTop = top;
  }, scrollTop);
  await nextFrames(p);
}

/**
 * Waits two animation frames: a scroll the grid set (keeping the active row in view) reaches its
 * rows in the scroll event of the next frame, so what the user sees is read after that.
 */
async function nextFrames(p: Page) {
  await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('scaled scrolling on 2,000,000 rows', () => {
  it('reaches the last row by keyboard and by scrollbar, maps the middle, and comes back to row 1', async () => {
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${projectId}?name=big&dbalias=db&type=table`);
    await rowShows(page, 0);
    await page.waitForFunction(
      () => /^2,?000,?000 rows$/.test(document.querySelector('[data-testid="row-count"]')?.textContent ?? ''),
      undefined,
      { timeout: 30_000 },
    );
    const start = await view(page, 0);
    // The scroll box stays at the cap (this browser's own height limit less 1 %, in 1024 px steps); the factor
    // maps it onto 64,000,032 px of rows.
    const limit = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.cssText = 'position:absolute;visibility:hidden;width:1px;height:1000000000px';
      document.body.append(probe);
      const clamped = probe.offsetHeight;
      probe.remove();
      return clamped;
    });
    const cap = Math.floor((limit * 0.99) / 1024) * 1024;
    expect(cap).toBeGreaterThan(15_000_000);
    expect(start.scrollHeight).toBe(cap);
    const total = HEADER_PX + ROWS * ROW_PX;
    expect(start.scale).toBeCloseTo((total - start.clientHeight) / (cap - start.clientHeight), 9);
    expect(start.top).toBe(HEADER_PX);

    // Ctrl+End: the last row with its data, fully in view at the bottom.
    await page.getByTestId('grid').focus();
    await page.keyboard.press('Control+End');
    await rowShows(page, ROWS - 1);
    await nextFrames(page);
    const end = await view(page, ROWS - 1);
    expect(end.scrollTop).toBe(end.scrollHeight - end.clientHeight);
    expect(end.text).toBe('row 2000000');
    expect(end.bottom).toBeCloseTo(end.clientHeight, 0);
    expect(end.gutterText).toBe('2000000');
    expect(end.gutterTop).toBeCloseTo(end.top!, 0);
    expect(await page.getByTestId(`cell-${ROWS - 1}-score`).getAttribute('data-active')).toBe('true');
    // Nothing past the last row.
    expect(await page.locator(`[data-testid="cell-${ROWS}-title"]`).count()).toBe(0);

    // Ctrl+Home: back to row 1 under the header.
    await page.keyboard.press('Control+Home');
    await rowShows(page, 0);
    const home = await view(page, 0);
    expect(home.scrollTop).toBe(0);
    expect(home.top).toBe(HEADER_PX);
    expect(home.gutterText).toBe('1');

    // The scrollbar dragged to the bottom: the last rows.
    await scrollTo(page, home.scrollHeight);
    await rowShows(page, ROWS - 1);
    await rowShows(page, ROWS - 5);
    const bottom = await view(page, ROWS - 1);
    expect(bottom.scrollTop).toBe(bottom.scrollHeight - bottom.clientHeight);
    expect(bottom.bottom).toBeCloseTo(bottom.clientHeight, 0);

    // A position in the middle: the rows the mapping says, where it says.
    // A multiple of 4: scroll positions this large are kept as 32-bit floats by the browser.
    const scrollTop = Math.round(((bottom.scrollHeight - bottom.clientHeight) * 0.37) / 4) * 4;
    await scrollTo(page, scrollTop);
    const virtualOffset = scrollTop * bottom.scale;
    // The first row wholly below the header, then the one after it.
    const first = Math.ceil(virtualOffset / ROW_PX);
    for (const row of [first, first + 1]) {
      await rowShows(page, row);
      const middle = await view(page, row);
      expect(middle.scrollTop).toBe(scrollTop);
      expect(Math.abs(middle.top! - (HEADER_PX + row * ROW_PX - virtualOffset))).toBeLessThan(1.5);
      expect(middle.gutterText).toBe(String(row + 1));
      expect(middle.gutterTop).toBeCloseTo(middle.top!, 0);
    }
    expect(first).toBeGreaterThan(700_000);
    expect(first).toBeLessThan(800_000);

    // Keyboard moves from there keep the active row in view.
    await page.getByTestId(`cell-${first + 2}-title`).click();
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
    await rowShows(page, first + 32);
    await nextFrames(page);
    const moved = await view(page, first + 32);
    expect(moved.top!).toBeGreaterThanOrEqual(HEADER_PX - 0.5);
    expect(moved.bottom!).toBeLessThanOrEqual(moved.clientHeight + 0.5);

    await page.keyboard.press('Control+Home');
    await rowShows(page, 0);
    expect((await view(page, 0)).scrollTop).toBe(0);
    expect(tb.pageErrors).toEqual([]);
  });
});
