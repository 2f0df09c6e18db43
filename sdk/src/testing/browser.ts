import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Download, Page } from 'playwright-core';

/** Debian's chromium; browser downloads are impossible on the machines this runs on. */
export const CHROMIUM_PATH = process.env.PLINTH_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep headless chromium off the (closed) network and quiet on a small machine. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The websocket of a chromium started once for a whole test run (`launchSharedChromium`, from the
 * browser project's global setup); unset, each `openBrowser` launches its own.
 */
const SHARED_CHROMIUM_WS = 'PLINTH_CHROMIUM_WS';
/** The folder of that run's downloaded files, removed with the shared chromium. */
const DOWNLOADS_DIR = 'PLINTH_DOWNLOADS_DIR';

const hostWebDir = fileURLToPath(new URL('../../../host-web', import.meta.url));

/**
 * The built web app's folder, building it first when it is missing. `PLINTH_WEB_DIST` names a
 * build of one's own instead (engineers sharing one checkout need not rebuild `host-web/dist`).
 */
export function builtWebDist(): string {
  if (process.env.PLINTH_WEB_DIST) return process.env.PLINTH_WEB_DIST;
  const dist = join(hostWebDir, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    const build = spawnSync('pnpm', ['build'], { cwd: hostWebDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building host-web failed');
  }
  return dist;
}

export interface TestBrowser {
  browser: Browser;
  page: Page;
  /** Uncaught errors of the page, for tests to assert there were none. */
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * One chromium for a whole test run: starting it costs seconds on a small machine, once per test
 * file otherwise. Sets the variables `openBrowser` (in the test workers, which inherit them) connects
 * through and `downloadedFile` saves under; `close()` at the end stops it and removes the downloads.
 */
export async function launchSharedChromium(): Promise<{ close(): Promise<void> }> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);
  const { chromium } = await import('playwright-core');
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  process.env[SHARED_CHROMIUM_WS] = server.wsEndpoint();
  const downloads = mkdtempSync(join(tmpdir(), 'plinth-downloads-'));
  process.env[DOWNLOADS_DIR] = downloads;
  return {
    close: async () => {
      await server.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}

/**
 * Headless chromium with one page (1280x800 unless given) that records its uncaught errors. On a
 * shared chromium (`launchSharedChromium`) the browser is a connection of this file's own: its
 * contexts are invisible to other files, and `close()` closes them (not the shared process).
 */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<TestBrowser> {
  const { chromium } = await import('playwright-core');
  const shared = process.env[SHARED_CHROMIUM_WS];
  if (!shared && !existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);
  const browser = shared
    ? await chromium.connect(shared)
    : await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  // A context of its own rather than browser.newPage()'s: axe (expectAccessible) opens a helper
  // page in the page's context, which a newPage() context refuses.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return { browser, page, pageErrors, close: () => browser.close() };
}

/**
 * A download's file on disk, under its suggested name in a temporary folder: `download.path()` is
 * refused on a shared chromium (a connection to another process), `saveAs` works on both.
 */
export async function downloadedFile(download: Download): Promise<string> {
  const file = join(mkdtempSync(join(downloadsDir(), 'plinth-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The run's folder of downloaded files (made by `launchSharedChromium`), else the system's temporary folder. */
function downloadsDir(): string {
  return process.env[DOWNLOADS_DIR] ?? tmpdir();
}
