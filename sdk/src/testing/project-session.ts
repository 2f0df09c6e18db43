/**
 * A user signed up on a test host with one project, and calls made as that user: the setup the
 * browser tests of the dashboard's tabs share.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SESSION_STORAGE_KEY } from '../constants.js';
import type { TestHost } from './index.js';
import { createProject, signUpSuperAdmin } from './team.js';

export interface TestProjectSession {
  token: string;
  projectId: string;
  /** A projects RPC operation (`/dashboard?q=sqlOp_<op>`) on the project; fails the test unless 200. */
  rpc(op: string, args: unknown): Promise<any>;
  /** The project's REST data API: `/nc/<project>/api/v1<path>`. */
  api(path: string, init?: { method?: string; body?: unknown }): ReturnType<TestHost['request']>;
  /** Puts the session in a page's localStorage before its scripts run: the page loads signed in. */
  signIn(page: Page): Promise<void>;
}

/**
 * Signs up the first account of a fresh host (the super admin, owner of what it creates) and
 * creates a project titled `title`, on `db` when given (else an embedded SQLite file).
 */
export async function signedUpProject(
  h: TestHost,
  options: { title: string; email?: string; db?: unknown; projectType?: 'rest' | 'graphql' },
): Promise<TestProjectSession> {
  const token = await signUpSuperAdmin(h, options.email);
  const projectId = await createProject(h, token, options.title, options.db, options.projectType && { projectType: options.projectType });
  return {
    token,
    projectId,
    async rpc(op, args) {
      const r = await h.request(`/dashboard?q=sqlOp_${op}`, { body: { project_id: projectId, args }, headers: { 'xc-auth': token } });
      expect(r.status, `${op}: ${JSON.stringify(r.body)}`).toBe(200);
      return r.body;
    },
    api: (path, init = {}) => h.request(`/nc/${projectId}/api/v1${path}`, { ...init, headers: { 'xc-auth': token } }),
    async signIn(page) {
      await storeSession(page, token, { beforeLoad: true });
    },
  };
}

/**
 * Writes a page's stored session as the web app keeps it (`{ token }` under SESSION_STORAGE_KEY),
 * or removes it (`null`); `beforeLoad` does it before the scripts of every page load instead of now.
 */
export async function storeSession(page: Page, token: string | null, options: { beforeLoad?: boolean } = {}): Promise<void> {
  const write = ([key, t]: readonly [string, string | null]) => {
    if (t === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ token: t }));
  };
  if (options.beforeLoad) await page.addInitScript(write, [SESSION_STORAGE_KEY, token] as const);
  else await page.evaluate(write, [SESSION_STORAGE_KEY, token] as const);
}

/** The page's stored session as the web app wrote it, or null when there is none. */
export function storedSession(page: Page): Promise<{ token?: string | null } | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string | null } | null, SESSION_STORAGE_KEY);
}
