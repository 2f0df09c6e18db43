/**
 * Global setup of the `browser` project (vitest.config.ts): one headless chromium for every file,
 * which each file's `openBrowser` connects to, instead of a chromium launched per file.
 */
import { launchSharedChromium } from './browser.js';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await launchSharedChromium();
  return () => server.close();
}
