/**
 * The grid in a browser on a 1,000,000-row SQLite table (plugins/grid-view).
 *
 * Boots a host with the built web app, creates a project with a table `big` (title, score,
 * category) through the RPC endpoint, loads BENCH_GRID_ROWS rows (default 1,000,000) straight
 * into the project's SQLite file, then in Debian's chromium (1280x800):
 *   first rows  ms from navigation start until the first row's cells show data, for a returning
 *               user (bundles in the HTTP cache from a first visit, session in localStorage);
 *               includes loading the app. A breakdown follows: the document, each resource
 *               (start -> end) and the app's performance marks, in ms after navigation start.
 *   scroll      50,000 rows (BENCH_GRID_SCROLL) by moving the grid's scrollTop a fixed step
 *               every animation frame (BENCH_GRID_FRAMES, 2000: ~25 rows, one screen, per frame),
 *               then waits until the rows at the end show data. 1,000,000 rows are taller than
 *               the grid's scroll box cap, so the grid scales scroll positions: the step is
 *               divided by its `data-scroll-scale` (virtual px per scroll px) to scroll the same rows.
 *   frame work  `frame_p95_ms`: p95 over the scroll's frames of the page's main-thread work per
 *               frame, as CPU time. Taken from a Chrome trace of the scroll (categories
 *               `toplevel` and `devtools.timeline.frame`): frame i spans from the start of the
 *               task in which main frame i begins (`BeginMainThreadFrame`: scroll events,
 *               animation frame callbacks, style, layout, paint) to the start of the task of
 *               frame i + 1; its work is the summed thread time (`tdur`) of the top-level tasks
 *               (`ThreadControllerImpl::RunTask`) starting in that span, so it includes what runs
 *               between frames too (page loads, React work scheduled after a frame). Wall time of
 *               the same tasks is printed beside it (it grows when other processes take the core).
 *               A rAF interval cannot be the target: headless chromium runs at 60 Hz, so an idle
 *               page already gives 16.7 ms. An in-page measure (scroll event to a message posted
 *               then) would miss the work React and page loads do in tasks after the frame.
 *   intervals   p50 / p95 / max of the intervals between animation frames while scrolling, and
 *               the share of dropped frames: intervals over 1.5 x the idle page's p50 interval.
 *               Smooth scrolling is intervals p95 = one vsync (16.7 ms).
 *   heap        JS heap used after the scroll and a forced GC (CDP Performance.getMetrics).
 * BENCH_GRID_PROFILE=1 adds the long main-thread tasks of the load and the timeline of the
 * scroll (style, layout, paint, script per frame); BENCH_GRID_PROFILE=cpu also a JS CPU profile
 * of the scroll (which slows it);
 * BENCH_GRID_TRACE_DUMP=<file> writes the scroll's trace events for chrome://tracing.
 * BENCH_GRID_AB=<class> compares two styles in one run: the class is put on the grid for every
 * other block of 100 frames, and frame work is printed for frames with and without it (the first
 * 5 frames of each block left out: the switch itself restyles everything). Alternating blocks in
 * one page see the same machine, which separate runs here do not (their medians differ by 30 %).
 * Targets (issue 8): first rows < 1000 ms, frame p95 < 16 ms, heap < 300 MB.
 * Last line: `grid-bench first_rows_ms=<n> frame_p95_ms=<n> heap_mb=<n>`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { startHost } from '@plinth/host-server';
import { SESSION_STORAGE_KEY } from '@plinth/sdk';
import { builtWebDist, openBrowser, columnsOf } from '@plinth/sdk/testing';
import { signUpForBench } from './dataset.js';

const ROWS = Number(process.env.BENCH_GRID_ROWS ?? 1_000_000);
const SCROLL_ROWS = Number(process.env.BENCH_GRID_SCROLL ?? 50_000);
const ROW_PX = 32; // the grid's 'short' row height
// Animation frames the scroll takes: about one screen of rows per frame, a fast flick.
const STEPS = Number(process.env.BENCH_GRID_FRAMES ?? 2000);
const AB_BLOCK = 100; // frames per block of BENCH_GRID_AB
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'dashboard', 'data', 'rest-api', 'views', 'grid-view'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

/** A Chrome trace event (the fields used here). */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
}

/** The page's main thread and the scroll's span on it, from the bench's performance marks. */
function scrollSpan(events: TraceEvent[]) {
  const start = events.find((e) => e.name === 'bench:scroll-start');
  const end = events.find((e) => e.name === 'bench:scroll-end');
  if (!start || !end) throw new Error('the trace has no bench:scroll-start / bench:scroll-end marks');
  const onMain = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  return { onMain, from: start.ts, to: end.ts };
}

/**
 * Main-thread work of each frame while scrolling, in ms (see the file header): frame i spans
 * from the task that begins main frame i to the task that begins frame i + 1; its work is the
 * summed length of the top-level tasks starting in it.
 */
function workPerFrame(events: TraceEvent[]): { wall: number[]; cpu: number[] } {
  const { onMain, from, to } = scrollSpan(events);
  // Top-level tasks, outermost only (a nested run loop's tasks are inside their parent's time).
  const tasks: { ts: number; end: number; cpu: number }[] = [];
  for (const e of events
    .filter((e) => onMain(e) && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts)) {
    const last = tasks[tasks.length - 1];
    if (last && e.ts < last.end) continue;
    tasks.push({ ts: e.ts, end: e.ts + (e.dur ?? 0), cpu: e.tdur ?? e.dur ?? 0 });
  }
  const taskAt = (ts: number) => tasks.findLast((t) => t.ts <= ts && ts <= t.end);
  const frameStarts = events
    .filter((e) => onMain(e) && e.name === 'BeginMainThreadFrame' && e.ts >= from && e.ts <= to)
    .map((e) => taskAt(e.ts)?.ts ?? e.ts)
    .sort((a, b) => a - b);
  const wall: number[] = [];
  const cpu: number[] = [];
  let t = 0;
  for (let i = 0; i + 1 < frameStarts.length; i++) {
    const [start, end] = [frameStarts[i]!, frameStarts[i + 1]!];
    while (t < tasks.length && tasks[t]!.ts < start) t++;
    let busy = 0;
    let used = 0;
    for (let j = t; j < tasks.length && tasks[j]!.ts < end; j++) {
      busy += tasks[j]!.end - tasks[j]!.ts;
      used += tasks[j]!.cpu;
    }
    wall.push(busy / 1000);
    cpu.push(used / 1000);
  }
  return { wall, cpu };
}

/** BENCH_GRID_PROFILE=1: the page's long main-thread tasks while loading, with what they ran. */
function printLoadTasks(trace: { traceEvents: TraceEvent[] } | TraceEvent[]) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const open = events.find((e) => e.name === 'grid-view:open');
  const nav = events.find((e) => e.name === 'navigationStart' && open && e.pid === open.pid);
  if (!open || !nav) return console.info('load trace: no grid-view:open / navigationStart marks');
  const main = events.filter((e) => e.pid === open.pid && e.tid === open.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  console.info('load: main-thread tasks over 8 ms (ms after navigation start; longest inner events):');
  for (const task of main.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) > 8000)) {
    const end = task.ts + (task.dur ?? 0);
    const inner = main
      .filter((e) => e !== task && e.ts >= task.ts && e.ts < end && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask')
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 4)
      .map((e) => {
        const d = e.args?.data ?? {};
        const what = String(d.url ?? d.functionName ?? d.type ?? '')
          .split('/')
          .pop();
        return `${e.name}${what ? ` ${what}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
      });
    console.info(
      `  ${((task.ts - nav.ts) / 1000).toFixed(0).padStart(5)} +${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)}  ${inner.join(', ')}`,
    );
  }
}

/** BENCH_GRID_PROFILE=1: where the main thread's time went while scrolling, by timeline event. */
function printTimeline(events: TraceEvent[]) {
  const { onMain, from, to } = scrollSpan(events);
  const frames = events.filter((e) => onMain(e) && e.name === 'BeginMainThreadFrame' && e.ts >= from && e.ts <= to).length || 1;
  const byName = new Map<string, { n: number; us: number }>();
  for (const e of events) {
    if (!onMain(e) || e.ph !== 'X' || e.ts < from || e.ts > to || !e.cat.includes('devtools.timeline')) continue;
    const data = e.args?.data ?? {};
    const key =
      e.name === 'FunctionCall'
        ? `FunctionCall ${String(data.functionName ?? '') || '(anon)'} ${String(data.url ?? '')
            .split('/')
            .pop()}:${String(data.lineNumber)}:${String(data.columnNumber)}`
        : e.name === 'EventDispatch'
          ? `EventDispatch ${String(data.type)}`
          : e.name;
    const a = byName.get(key) ?? { n: 0, us: 0 };
    a.n++;
    a.us += e.dur ?? 0;
    byName.set(key, a);
  }
  console.info(`timeline while scrolling (inclusive ms per frame over ${frames} frames; events nest):`);
  for (const [name, { n, us }] of [...byName].sort((a, b) => b[1].us - a[1].us).slice(0, 30)) {
    console.info(`  ${(us / 1000 / frames).toFixed(2).padStart(7)} ms  x${(n / frames).toFixed(1).padStart(5)}  ${name}`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-grid-'));
const webDist = builtWebDist();
const host = await startHost({ dataDir, port: 0, host: '127.0.0.1', quiet: true, plugins: PLUGINS, webDist });
const url = `http://127.0.0.1:${host.port}`;
let browserClose: (() => Promise<void>) | undefined;
try {
  const { token, rpc } = await signUpForBench(url);
  const id = (await rpc('projectCreate', undefined, { title: 'Grid bench' })).id as string;
  await rpc('tableCreate', id, {
    tn: 'big',
    columns: columnsOf({ id: 'ID', title: 'SingleLineText', score: 'Number', category: 'SingleLineText' }),
  });

  const t0 = Date.now();
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: join(dataDir, 'projects', `${id}.db`) },
    useNullAsDefault: true,
  });
  // One statement generating the rows in SQLite (a recursive CTE), values bound.
  await knex.raw(
    `insert into big (title, score, category)
     with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ?)
     select 'row ' || i, (i * 7919) % 100000, 'c' || substr('0' || (i % 50), -2) from seq`,
    [ROWS],
  );
  await knex.destroy();
  console.info(`loaded ${ROWS} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const tb = await openBrowser({ width: 1280, height: 800 });
  browserClose = () => tb.close();
  const page = tb.page;
  // The web app's session, in place before its scripts run.
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
  // A first visit warms the HTTP cache with the app's bundles, as a returning user has them.
  await page.goto(`${url}/#/nc/${id}?name=big&dbalias=db&type=table`);
  await page.waitForFunction(() => document.querySelector('[data-testid="cell-0-title"]')?.textContent === 'row 1', undefined, {
    timeout: 60_000,
  });

  await page.goto('about:blank');
  const profiling = process.env.BENCH_GRID_PROFILE === '1' || process.env.BENCH_GRID_PROFILE === 'cpu';
  if (profiling) await tb.browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'blink.user_timing', 'v8.execute'] });
  await page.goto(`${url}/#/nc/${id}?name=big&dbalias=db&type=table`);
  await page.waitForFunction(() => document.querySelector('[data-testid="cell-0-title"]')?.textContent === 'row 1', undefined, {
    timeout: 60_000,
    polling: 'raf',
  });
  const firstRowsMs = Math.round(await page.evaluate(() => performance.now()));
  if (profiling) printLoadTasks(JSON.parse((await tb.browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] });
  await page.waitForFunction(() => /rows/.test(document.querySelector('[data-testid="row-count"]')?.textContent ?? ''), undefined, {
    timeout: 30_000,
  });
  // The grid's own part: from the table tab's first call (the views plugin's view list, then
  // the grid's loads) to its first page (the rest is loading the app, signing in and the
  // dashboard's project loading).
  const gridMs = Math.round(
    await page.evaluate(() => {
      const open = (performance.getEntriesByName('views:open')[0] ?? performance.getEntriesByName('grid-view:open')[0])?.startTime ?? 0;
      const page = performance.getEntriesByName('grid-view:first-page')[0]?.startTime ?? 0;
      return page - open;
    }),
  );
  // Where the first rows' time went: the document, each resource (start → end, ms after
  // navigation start) and the app's own performance marks, in time order.
  const timeline = (await page.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const rows = [['document', 0, Math.round(nav.responseEnd)], ['DOMContentLoaded', Math.round(nav.domContentLoadedEventStart), Math.round(nav.domContentLoadedEventEnd)]];
    for (const r of performance.getEntriesByType('resource')) {
      const u = new URL(r.name);
      rows.push([(u.pathname + u.search).replace(/^\\/assets\\//, '').slice(0, 60) + (r.transferSize === 0 && r.decodedBodySize > 0 ? ' (cache)' : ''), Math.round(r.startTime), Math.round(r.responseEnd)]);
    }
    for (const m of performance.getEntriesByType('mark')) rows.push(['mark ' + m.name, Math.round(m.startTime), Math.round(m.startTime)]);
    return rows.sort((a, b) => a[1] - b[1] || a[2] - b[2]);
  })()`)) as [string, number, number][];
  console.info('first rows breakdown (ms after navigation start):');
  for (const [name, from, to] of timeline.filter(([, from]) => from <= firstRowsMs))
    console.info(`  ${String(from).padStart(5)} → ${String(to).padStart(5)}  ${name}`);
  console.info(
    `first rows: ${firstRowsMs} ms after navigation start, ${gridMs} ms of it in the grid tab; status: ${await page.getByTestId('row-count').textContent()}`,
  );

  // Plain text, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const scrollScript = `new Promise((resolve) => {
    const grid = document.querySelector('[data-testid="grid"]');
    const scale = Number(grid.dataset.scrollScale || 1);
    const step = (${SCROLL_ROWS} * ${ROW_PX}) / ${STEPS} / scale;
    const intervals = [];
    let last = performance.now();
    let n = 0;
    const tick = (now) => {
      intervals.push(now - last);
      last = now;
      if (n++ >= ${STEPS}) return resolve(intervals.slice(1));
      ${process.env.BENCH_GRID_AB ? `if (n % ${AB_BLOCK} === 1) grid.classList.toggle(${JSON.stringify(process.env.BENCH_GRID_AB)}, Math.floor(n / ${AB_BLOCK}) % 2 === 1);` : ''}
      // Absolute positions: fractional steps rounded by the browser do not add up.
      grid.scrollTop = n * step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`;
  // The same page's frames with nothing to do: what this machine gives before any grid work.
  const idleScript = `new Promise((resolve) => {
    const intervals = [];
    let last = performance.now();
    const tick = (now) => {
      intervals.push(now - last);
      last = now;
      if (intervals.length > 120) return resolve(intervals.slice(1));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`;
  const idle = (await page.evaluate(idleScript)) as number[];
  console.info(`idle frames (no scrolling): p50 ${percentile(idle, 50).toFixed(1)} ms, p95 ${percentile(idle, 95).toFixed(1)} ms`);
  // The scroll runs under a Chrome trace of the page's main thread (see the header): its tasks
  // and frame starts give the work per frame. BENCH_GRID_PROFILE=1 also records the timeline
  // (style, layout, paint, script) and a JS CPU profile, and prints where the time went.
  const categories = ['toplevel', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing'];
  if (profiling) categories.push('devtools.timeline', 'disabled-by-default-devtools.timeline');
  const profile = process.env.BENCH_GRID_PROFILE === 'cpu' ? await page.context().newCDPSession(page) : undefined;
  if (profile) {
    await profile.send('Profiler.enable');
    await profile.send('Profiler.start');
  }
  await tb.browser.startTracing(page, { categories });
  await page.evaluate(() => performance.mark('bench:scroll-start'));
  const frames = (await page.evaluate(scrollScript)) as number[];
  await page.evaluate(() => performance.mark('bench:scroll-end'));
  const trace = JSON.parse((await tb.browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  if (process.env.BENCH_GRID_TRACE_DUMP) writeFileSync(process.env.BENCH_GRID_TRACE_DUMP, JSON.stringify(events));
  const work = workPerFrame(events);
  if (profiling) printTimeline(events);
  if (profile) {
    const { profile: p } = await profile.send('Profiler.stop');
    const self = new Map<string, number>();
    const dt = new Map<number, number>();
    p.samples?.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (p.timeDeltas?.[i] ?? 0)));
    for (const node of p.nodes) {
      const name = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
      self.set(name, (self.get(name) ?? 0) + (dt.get(node.id) ?? 0));
    }
    console.info('JS CPU profile, self time:');
    for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.info(`  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
  // A row in view at the end (the view starts at the scrolled-to row, below the header).
  const lastRow = SCROLL_ROWS + 5;
  const probe = `(() => { const g = document.querySelector('[data-testid="grid"]'); const rows = [...document.querySelectorAll('[role="row"][data-row]')].map((r) => r.getAttribute('data-row')); return JSON.stringify({ scrollTop: g.scrollTop, scrollHeight: g.scrollHeight, first: rows[0], last: rows[rows.length - 1], text: document.querySelector('[data-testid="cell-' + rows[2] + '-title"]')?.textContent }); })()`;
  try {
    await page.waitForFunction((n) => document.querySelector(`[data-testid="cell-${n}-title"]`)?.textContent === `row ${n + 1}`, lastRow, {
      timeout: 60_000,
    });
  } catch (err) {
    throw new Error(`the rows at the end of the scroll did not load: ${String(await page.evaluate(probe))}`, { cause: err });
  }
  const scrollScale = Number(await page.getByTestId('grid').getAttribute('data-scroll-scale'));
  const vsync = percentile(idle, 50);
  const dropped = frames.filter((f) => f > 1.5 * vsync).length / frames.length;
  console.info(
    `scrolled ${SCROLL_ROWS} rows (scroll scale ${scrollScale.toFixed(3)}) in ${frames.length} frames: frame intervals p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms, ` +
      `max ${Math.max(...frames).toFixed(1)} ms; dropped frames (interval > 1.5 x ${vsync.toFixed(1)} ms): ${(dropped * 100).toFixed(1)} %`,
  );
  const workP95 = percentile(work.cpu, 95);
  const stats = (v: number[]) =>
    `p50 ${percentile(v, 50).toFixed(1)} ms, p95 ${percentile(v, 95).toFixed(1)} ms, max ${Math.max(0, ...v).toFixed(1)} ms`;
  console.info(
    `main-thread work per frame (${work.cpu.length} frames traced): CPU ${stats(work.cpu)}; wall (incl. time other processes took the core) ${stats(work.wall)}`,
  );
  if (process.env.BENCH_GRID_AB) {
    const half = (on: boolean) => work.cpu.filter((_, i) => i % AB_BLOCK >= 5 && (Math.floor(i / AB_BLOCK) % 2 === 1) === on);
    const [without, withClass] = [half(false), half(true)];
    console.info(
      `A/B '${process.env.BENCH_GRID_AB}': without ${stats(without)}; with ${stats(withClass)}; with / without p50 ${(percentile(withClass, 50) / percentile(without, 50)).toFixed(3)}, p95 ${(percentile(withClass, 95) / percentile(without, 95)).toFixed(3)}`,
    );
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heapBytes = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  const heapMb = Math.round(heapBytes / 1024 / 1024);
  const domNodes = metrics.find((m) => m.name === 'Nodes')?.value ?? 0;
  console.info(`JS heap after scroll: ${heapMb} MB; DOM nodes: ${domNodes}`);
  if (tb.pageErrors.length) console.info(`page errors: ${tb.pageErrors.join('; ')}`);
  console.info(`grid-bench first_rows_ms=${firstRowsMs} frame_p95_ms=${Math.round(workP95)} heap_mb=${heapMb}`);
} finally {
  await browserClose?.();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
}
