import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';

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

/** Headless chromium with one page (1280x800 unless given) that records its uncaught errors. */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  // A context of its own rather than browser.newPage()'s: axe (expectAccessible) opens a helper
  // page in the page's context, which a newPage() context refuses.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return { browser, page, pageErrors, close: () => browser.close() };
}
