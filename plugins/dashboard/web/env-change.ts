import type { ProjectInfo } from '@plinth/sdk';
import type { WebContext } from '@plinth/sdk/web';

/** 000 s.9: the environment poll runs once per second. */
export const ENV_POLL_MS = 1000;

export interface EnvChangeDeps {
  /** `GET /dashboard` answers (the server is back). */
  serverAnswers(): Promise<boolean>;
  sleep(ms: number): Promise<void>;
  /** The page reload of the last step. */
  reload(): void;
}

const browserDeps = (ctx: WebContext): EnvChangeDeps => ({
  async serverAnswers() {
    try {
      await ctx.api.get('/dashboard');
      return true;
    } catch {
      return false;
    }
  },
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
  reload: () => window.location.reload(),
});

/**
 * The change-environment flow of 000 s.4: send the environment change, poll the dashboard once
 * per second until the server is back, sign out, reload the project info, go to the start (the
 * index route, which sends a server without an admin to its first sign-up) when there is no
 * admin, else reload the page. A refused change rejects before anything else happens.
 */
export async function changeEnvironment(ctx: WebContext, projectId: string, env: string, deps: EnvChangeDeps = browserDeps(ctx)) {
  await ctx.api.rpc('projectChangeEnv', { project_id: projectId, env, args: { env } });
  while (!(await deps.serverAnswers())) await deps.sleep(ENV_POLL_MS);
  ctx.session.signOut();
  let info: ProjectInfo | null = null;
  try {
    info = await ctx.api.get<ProjectInfo>('/auth/type');
    ctx.session.setProjectInfo(info);
  } catch {
    // Unknown: the reload reads it again.
  }
  if (info && !info.projectHasAdmin) ctx.navigate('/');
  else deps.reload();
}
