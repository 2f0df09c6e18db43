import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PluginDefinition } from '../index.js';
import { AccessControlToken } from '../server/index.js';
import { openAccessForTests } from './open-access.js';

export interface TestHostOptions {
  /** Plugin folder names under `plugins/` and / or inline definitions. */
  plugins: (string | PluginDefinition<any>)[];
  /** A postgres:// or mysql:// meta store; default a temporary SQLite file. */
  metaDb?: string;
  /** Reuse a data dir (to test persistence across restarts); default a fresh temporary one. */
  dataDir?: string;
  webDist?: string;
  /** `Server-Timing` with each answer's SQL count; default on in tests. */
  serverTiming?: boolean;
  /**
   * `open` (default when no listed plugin provides access control, i.e. `auth` is not listed):
   * adds `openAccessForTests`, so guarded routes of the plugins under test answer; `none`: no
   * access control at all, to test that the host then refuses every guarded call.
   */
  access?: 'open' | 'none';
  /** `PLINTH_TRUST_PROXY` of this host. */
  trustProxy?: string[] | number;
  /** `PLINTH_EXTERNAL_SQLITE_DIRS` of this host. */
  externalSqliteDirs?: string[];
  /** `PLINTH_EXTERNAL_DB_HOSTS` of this host. */
  externalDbHosts?: string[];
  /** `PLINTH_PLUGIN_INSTALL=1` on this host. */
  pluginInstall?: boolean;
  /** `PLINTH_NPM_REGISTRY` of this host. */
  npmRegistry?: string;
}

export interface TestHost {
  url: string;
  dataDir: string;
  /** The running host (kernel, meta store, express app). */
  host: Awaited<ReturnType<typeof import('@plinth/host-server').startHost>>;
  /** fetch against the host, JSON in and out. */
  request(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    headers: Headers;
    body: any;
  }>;
  /** Stops the host; removes the data dir unless it was given. */
  close(): Promise<void>;
}

/**
 * Boots a real host (kernel, express, meta store) with a chosen plugin set on a temporary
 * SQLite file, listening on a free loopback port.
 */
export async function bootTestHost(options: TestHostOptions): Promise<TestHost> {
  const { startHost } = await import('@plinth/host-server');
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'plinth-test-'));
  const providesAccess = options.plugins.some((p) =>
    typeof p === 'string' ? p === 'auth' : p.manifest.provides?.includes(AccessControlToken.id),
  );
  const plugins = !providesAccess && options.access !== 'none' ? [...options.plugins, openAccessForTests] : options.plugins;
  const host = await startHost({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    metaDb: options.metaDb,
    plugins,
    webDist: options.webDist,
    // Tests read statement counts from Server-Timing.
    serverTiming: options.serverTiming ?? true,
    trustProxy: options.trustProxy,
    externalSqliteDirs: options.externalSqliteDirs,
    externalDbHosts: options.externalDbHosts,
    pluginInstall: options.pluginInstall,
    npmRegistry: options.npmRegistry,
  });
  const url = host.url.replace('localhost', '127.0.0.1');
  return {
    url,
    dataDir,
    host,
    async request(path, init = {}) {
      const res = await fetch(url + path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { 'content-type': 'application/json', 'xc-gui': 'true', ...init.headers },
        body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, headers: res.headers, body };
    },
    async close() {
      await host.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export {
  createTestDatabase,
  adminUrl,
  projectTargets,
  sqlSentWhile,
  type TestDatabase,
  type ServerDialect,
  type ProjectDatabase,
  type ProjectDbInput,
  type ProjectTarget,
  connectionFromUrl,
} from './databases.js';
export { runDialectSuite, TEST_TLS, type DialectSuiteOptions, type DriverTls, type ScratchDatabase } from './dialect-suite.js';
export { HOSTILE_NAMES } from './dialect-suite-schema.js';
export { builtWebDist, CHROMIUM_PATH, downloadedFile, launchSharedChromium, openBrowser, type TestBrowser } from './browser.js';
export { signedUpProject, storedSession, storeSession, type TestProjectOptions, type TestProjectSession } from './project-session.js';
export { columnsOf, type ColumnsSpec } from './columns.js';
export { SQL_METACHARACTERS, WHERE_SYNTAX_TOKENS } from './hostile.js';
export {
  createProject,
  inviteAccount,
  inviteMember,
  MEMBER_ROLES,
  signedUpTeam,
  signUpSuperAdmin,
  TEST_PASSWORD,
  type MemberRole,
  type TestTeam,
} from './team.js';
export { openAccessForTests } from './open-access.js';
export { expectedKeys, identicalShare, localeProblems, MAX_IDENTICAL_SHARE, staysTheSame } from './locale-check.js';
export {
  expectAccessible,
  expectDialogKeepsFocus,
  settleAnimations,
  storeColorMode,
  storeUiSettings,
  type AccessibilityCheck,
} from './a11y.js';
