import { fakeWebContext } from '@plinth/sdk/testing/web';
import { ApiError } from '@plinth/sdk/web';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DashboardPage from '../web/DashboardPage.js';
import { changeEnvironment, ENV_POLL_MS } from '../web/env-change.js';
import { en, fakeContext, projectRecord, renderPage, tables } from './helpers.js';

describe('environments in the tree (000 s.4)', () => {
  it("shows each environment, 'Active Env' on the working one only", async () => {
    const project = {
      ...projectRecord('p1', 'Library'),
      envs: { _noco: { db: [{ dbAlias: 'db' }] }, test: { db: [{ dbAlias: 'db' }] } },
      activeEnv: 'test',
    };
    const { ctx } = fakeContext({ handlers: { projectRead: () => project, xcTableAndViewList: () => ({ list: tables('books') }) } });
    renderPage(ctx, DashboardPage);
    const envs = await screen.findByRole('group', { name: en('tree.environments') });
    const test = within(envs).getByRole('treeitem', { name: /test/ });
    expect(within(test).getByText(en('tree.activeEnv'))).toBeTruthy();
    const noco = within(envs).getByRole('treeitem', { name: /_noco/ });
    expect(within(noco).queryByText(en('tree.activeEnv'))).toBeNull();
  });
});

describe('the change-environment flow (000 s.4)', () => {
  const setup = (options: { answersAfter: number; hasAdmin: boolean; refuse?: boolean }) => {
    const steps: string[] = [];
    let polls = 0;
    const ctx = fakeWebContext({
      api: {
        rpc: async <T,>(op: string, body?: unknown): Promise<T> => {
          steps.push(`rpc ${op} ${JSON.stringify(body)}`);
          if (options.refuse) throw new ApiError(400, "Unknown environment 'nope'");
          return { activeEnv: 'test' } as T;
        },
        get: async <T,>(path: string): Promise<T> => {
          steps.push(`GET ${path}`);
          return (path === '/auth/type' ? { projectHasAdmin: options.hasAdmin, projectHasDb: true, env: '_noco' } : undefined) as T;
        },
      },
    });
    vi.mocked(ctx.session.signOut).mockImplementation(() => void steps.push('signOut'));
    vi.mocked(ctx.navigate).mockImplementation((path: string) => void steps.push(`navigate ${path}`));
    const deps = {
      serverAnswers: vi.fn(async () => {
        steps.push('poll /dashboard');
        return ++polls > options.answersAfter;
      }),
      sleep: vi.fn(async (ms: number) => void steps.push(`sleep ${ms}`)),
      reload: vi.fn(() => void steps.push('reload')),
    };
    return { ctx, deps, steps };
  };

  it('sends the change, polls once per second until the server answers, signs out, reads the project info, reloads', async () => {
    const { ctx, deps, steps } = setup({ answersAfter: 2, hasAdmin: true });
    await changeEnvironment(ctx, 'p1', 'test', deps);
    expect(steps).toEqual([
      `rpc projectChangeEnv ${JSON.stringify({ project_id: 'p1', env: 'test', args: { env: 'test' } })}`,
      'poll /dashboard',
      `sleep ${ENV_POLL_MS}`,
      'poll /dashboard',
      `sleep ${ENV_POLL_MS}`,
      'poll /dashboard',
      'signOut',
      'GET /auth/type',
      'reload',
    ]);
    expect(ENV_POLL_MS).toBe(1000);
    expect(ctx.session.setProjectInfo).toHaveBeenCalledWith(expect.objectContaining({ projectHasAdmin: true }));
  });

  it('goes to the start when the server has no admin', async () => {
    const { ctx, deps, steps } = setup({ answersAfter: 0, hasAdmin: false });
    await changeEnvironment(ctx, 'p1', 'test', deps);
    expect(steps.slice(-2)).toEqual(['GET /auth/type', 'navigate /']);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('a refused change stops there: no poll, no sign-out', async () => {
    const { ctx, deps, steps } = setup({ answersAfter: 0, hasAdmin: true, refuse: true });
    await expect(changeEnvironment(ctx, 'p1', 'nope', deps)).rejects.toThrow("Unknown environment 'nope'");
    expect(steps).toHaveLength(1);
    expect(ctx.session.signOut).not.toHaveBeenCalled();
  });
});
