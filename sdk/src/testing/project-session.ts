/**
 * A user signed up on a test host with a project, and calls made as that user: the setup the
 * tests that sign up and make a project share.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VIEWS_API } from '../api-paths.js';
import { SESSION_STORAGE_KEY } from '../constants.js';
import { columnsOf, type ColumnsSpec } from './columns.js';
import type { TestHost } from './index.js';
import { createProject, inviteAccount, inviteMember, signUpSuperAdmin, type MemberRole } from './team.js';

export interface TestProjectSession {
  token: string;
  projectId: string;
  /** A projects RPC operation (`/dashboard?q=sqlOp_<op>`) on the project; fails the test unless 200. */
  rpc(op: string, args?: unknown): Promise<any>;
  /** `tableCreate` of each table in order, its columns as `columnsOf` takes them; fails the test unless each is 200. */
  createTables(tables: Record<string, ColumnsSpec>): Promise<void>;
  /** The same call's answer whatever its status, made as `as` (default the session's token; null: none). */
  rpcAnswer(op: string, args?: unknown, as?: string | null): ReturnType<TestHost['request']>;
  /** The project's REST data API: `/nc/<project>/api/v1<path>`, as `token` (default the session's; null: none). */
  api(path: string, init?: { method?: string; body?: unknown; token?: string | null }): ReturnType<TestHost['request']>;
  /** A new account (invited): a member of the project with `role`, or without one in no role there; answers its token. */
  member(email: string, role?: MemberRole): Promise<string>;
  /** Puts the session in a page's localStorage before its scripts run: the page loads signed in. */
  signIn(page: Page): Promise<void>;
  /** Shares the view titled `title` of table `tn` (views plugin) and answers its private link's app URL. */
  shareViewLink(tn: string, title: string): Promise<string>;
}

export interface TestProjectOptions {
  title: string;
  /** The e-mail of the super admin signed up (default admin@example.com; password TEST_PASSWORD). */
  email?: string;
  /** An account already signed up, to make the project as (e.g. a second project): no sign-up then. */
  token?: string;
  /** The project's external database (projectCreate's `db`); default an embedded SQLite file. */
  db?: unknown;
  /** The project's API type (projectCreate's `projectType`). */
  projectType?: 'rest' | 'graphql' | 'grpc';
}

/**
 * Signs up the first account of a fresh host (the super admin, owner of what it creates), unless
 * `token` names an account, and creates a project titled `title` as that account.
 */
export async function signedUpProject(h: TestHost, options: TestProjectOptions): Promise<TestProjectSession> {
  const token = options.token ?? (await signUpSuperAdmin(h, options.email));
  const projectId = await createProject(h, token, options.title, options.db, options.projectType && { projectType: options.projectType });
  const as = (t: string | null): Record<string, string> => (t === null ? {} : { 'xc-auth': t });
  const rpcAnswer: TestProjectSession['rpcAnswer'] = (op, args = {}, t = token) =>
    h.request(`/dashboard?q=sqlOp_${op}`, { body: { project_id: projectId, args }, headers: as(t) });
  async function rpc(op: string, args?: unknown) {
    const r = await rpcAnswer(op, args);
    expect(r.status, `${op}: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body;
  }
  return {
    token,
    projectId,
    rpcAnswer,
    rpc,
    async createTables(tables) {
      for (const [tn, columns] of Object.entries(tables)) await rpc('tableCreate', { tn, columns: columnsOf(columns) });
    },
    api: (path, { token: t = token, ...init } = {}) => h.request(`/nc/${projectId}/api/v1${path}`, { ...init, headers: as(t) }),
    member: (email, role) => (role ? inviteMember(h, token, projectId, email, role) : inviteAccount(h, token, email)),
    async signIn(page) {
      await storeSession(page, token, { beforeLoad: true });
    },
    async shareViewLink(tn, title) {
      const views = await h.request(VIEWS_API.table(projectId, tn), { headers: as(token) });
      const view = (views.body.list as { id: string; title: string; type: string }[]).find((v) => v.title === title);
      expect(view, `view '${title}' of ${tn}`).toBeDefined();
      const shared = await h.request(`${VIEWS_API.table(projectId, tn)}/${view!.id}/share`, { body: {}, headers: as(token) });
      expect(shared.status, JSON.stringify(shared.body)).toBe(200);
      return `${h.url}/#${view!.type === 'form' ? '/nc/form/' : '/nc/view/'}${shared.body.share.id}`;
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
