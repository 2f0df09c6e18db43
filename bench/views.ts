/**
 * The card views in a browser on a 200,000-row SQLite table (plugins/kanban-view, gallery-view).
 *
 * Boots a host with the built web app and every built-in plugin, creates a table `big` (title,
 * status: a single select of 5 options, score), loads BENCH_VIEWS_ROWS rows (default 200,000)
 * straight into the project's SQLite file, makes a grid, a kanban (lanes by status) and a
 * gallery view of it, then in Debian's chromium (1280x800), for a returning user (bundles in the
 * HTTP cache, session in localStorage, the view remembered as the table's active one):
 *   grid_first_ms     navigation start to the grid's first row with data: the baseline of the run
 *   kanban_first_ms   navigation start to the first card of every lane
 *   gallery_first_ms  navigation start to the first card
 *   heap_mb           JS heap used after scrolling the gallery through 10,000 cards
 *                     (BENCH_VIEWS_SCROLL) and a forced GC.
 * Targets (issue 18): kanban and gallery first cards under 800 ms, heap under 150 MB.
 * Last line: `views-bench kanban_first_ms=<n> gallery_first_ms=<n> heap_mb=<n> grid_first_ms=<n>
 * kanban_vs_grid=<ratio> gallery_vs_grid=<ratio>`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { builtInPlugins, startHost } from '@plinth/host-server';
import { SESSION_STORAGE_KEY } from '@plinth/sdk';
import { builtWebDist, openBrowser, columnsOf } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { call, signUpForBench } from './dataset.js';

const ROWS = Number(process.env.BENCH_VIEWS_ROWS ?? 200_000);
const SCROLL_CARDS = Number(process.env.BENCH_VIEWS_SCROLL ?? 10_000);
const LANES = ['Backlog', 'Ready', 'Doing', 'Review', 'Done'];

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-views-'));
const host = await startHost({ dataDir, port: 0, host: '127.0.0.1', quiet: true, plugins: builtInPlugins, webDist: builtWebDist() });
const url = `http://127.0.0.1:${host.port}`;
let browserClose: (() => Promise<void>) | undefined;
try {
  const { token, rpc } = await signUpForBench(url);
  const id = (await rpc('projectCreate', undefined, { title: 'Views bench' })).id as string;
  const options = LANES.map((l) => `'${l}'`).join(',');
  await rpc('tableCreate', id, {
    tn: 'big',
    columns: columnsOf({ id: 'ID', title: 'SingleLineText', status: { uidt: 'SingleSelect', dtxp: options }, score: 'Number' }),
  });
  const t0 = Date.now();
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: join(dataDir, 'projects', `${id}.db`) },
    useNullAsDefault: true,
  });
  // One statement generating the rows (a recursive CTE); the lanes take a fifth each.
  await knex.raw(
    `insert into big (title, status, score)
     with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ?)
     select 'row ' || i, case i % 5 ${LANES.map((l, i) => `when ${i} then '${l}'`).join(' ')} end, (i * 7919) % 100000 from seq`,
    [ROWS],
  );
  await knex.destroy();
  console.info(`loaded ${ROWS} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const views = `/api/v1/views/${id}/big`;
  const grid = ((await call(url, views, { token })) as { list: { id: string }[] }).list[0]!;
  const kanban = (await call(url, views, { token, body: { title: 'Board', type: 'kanban' } })) as { id: string };
  const gallery = (await call(url, views, { token, body: { title: 'Cards', type: 'gallery' } })) as { id: string };

  const tb = await openBrowser({ width: 1280, height: 800 });
  browserClose = () => tb.close();
  const page = tb.page;
  await page.addInitScript(
    ([key, t]) => {
      try {
        localStorage.setItem(key, JSON.stringify({ token: t }));
      } catch {
        // about:blank has no localStorage
      }
    },
    [SESSION_STORAGE_KEY, token] as const,
  );
  const tableUrl = `${url}/#/nc/${id}?name=big&dbalias=db&type=table`;

  /**
   * Makes `title` the table's active view (remembered by the browser), then times a fresh load
   * until a card or row of `selectors` shows in each (the page's CSP allows no string evaluation).
   */
  async function firstPaint(title: string, selectors: string[]): Promise<number> {
    const ready = (all: string[]) => all.every((s) => document.querySelector(s));
    await page.goto(tableUrl);
    await page.getByRole('complementary', { name: 'Views' }).getByRole('button', { name: title, exact: true }).click();
    await page.waitForFunction(ready, selectors, { timeout: 60_000 });
    await page.goto('about:blank');
    await page.goto(tableUrl);
    await page.waitForFunction(ready, selectors, { timeout: 60_000, polling: 'raf' });
    return Math.round(await page.evaluate(() => performance.now()));
  }

  const gridMs = await firstPaint('Grid', ['[data-testid="cell-0-title"]:not(:empty)']);
  const kanbanMs = await firstPaint(
    'Board',
    LANES.map((l) => `[data-testid="kanban-lane-${l}"] [data-testid^="kanban-card-"]`),
  );
  const galleryMs = await firstPaint('Cards', ['[data-testid^="gallery-card-"]']);
  console.info(
    `first paint: grid ${gridMs} ms (view ${grid.id}), kanban ${kanbanMs} ms (view ${kanban.id}), gallery ${galleryMs} ms (view ${gallery.id})`,
  );

  const heapMb = await scrollGallery(page);
  if (tb.pageErrors.length) console.info(`page errors: ${tb.pageErrors.join('; ')}`);
  const ratio = (n: number) => (n / gridMs).toFixed(2);
  console.info(
    `views-bench kanban_first_ms=${kanbanMs} gallery_first_ms=${galleryMs} heap_mb=${heapMb} grid_first_ms=${gridMs} kanban_vs_grid=${ratio(kanbanMs)} gallery_vs_grid=${ratio(galleryMs)}`,
  );
} finally {
  await browserClose?.();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Scrolls the gallery a screen per frame until the card of row SCROLL_CARDS shows; answers the JS heap after a GC, in MB. */
async function scrollGallery(page: Page): Promise<number> {
  const t0 = Date.now();
  const target = `row ${SCROLL_CARDS}`;
  const list = page.getByRole('list', { name: 'Cards' });
  for (let i = 0; i < 20_000 && !(await page.getByRole('button', { name: target, exact: true }).count()); i++) {
    await list.evaluate((el) => el.scrollBy(0, el.clientHeight));
    await page.waitForTimeout(16);
  }
  const cardsInPage = await page.locator('[data-testid^="gallery-card-"]').count();
  console.info(`scrolled to card ${SCROLL_CARDS} in ${((Date.now() - t0) / 1000).toFixed(1)} s; cards in the page: ${cardsInPage}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Math.round((metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024);
}
