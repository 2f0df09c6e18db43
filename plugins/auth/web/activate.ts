import { observable, reaction, runInAction, type WebContext } from '@plinth/sdk/web';
import { takeOAuthReturnFromLocation } from './oauth.js';
import { homePath } from './paths.js';
import { startSessionPolling, type PollingOptions } from './polling.js';
import { redirectTarget } from './redirect.js';
import { sessionRenewal } from './refresh.js';
import { loadAbility, loadProjectInfo } from './session-actions.js';

export interface ActivateOptions {
  polling?: PollingOptions;
}

/**
 * Runs while the plugin is active: renews sessions on 401, reads the project info, restores the
 * user of a stored token, completes an OAuth return, applies the redirect rules and polls the
 * session. Returns the cleanup.
 */
export function activateAuth(ctx: WebContext, options: ActivateOptions = {}): () => void {
  const disposers: (() => void)[] = [ctx.api.onUnauthorized(sessionRenewal(ctx))];
  // Redirects wait for the start-up reads: a stored session must not be sent to sign-in while
  // its user is still loading.
  const state = observable({ starting: true });
  let active = true;

  const restoreUser = async () => {
    if ((!ctx.session.token && !ctx.session.sharedBase) || ctx.session.user) return;
    try {
      await ctx.session.reloadUser();
    } catch {
      // 000 s.8: a user detail failure is ignored (an expired session was handled by the 401 path).
    }
  };
  void Promise.all([loadProjectInfo(ctx), restoreUser()]).then(() => {
    if (active) runInAction(() => (state.starting = false));
  });
  void loadAbility(ctx);
  // 000 s.4: preview-as lasts until reset, and a reload resets it (the page starts as the real user).
  ctx.session.setPreviewAs(null);
  void takeOAuthReturnFromLocation(ctx);

  disposers.push(
    reaction(
      () =>
        state.starting
          ? null
          : redirectTarget({
              path: ctx.route.path,
              signedIn: ctx.session.user !== null,
              info: ctx.session.projectInfo,
              home: homePath(ctx.route),
              isPublic: (path) => ctx.route.isPublic(path),
              sharedBaseProject: ctx.session.sharedBase?.projectId ?? null,
            }),
      (target) => {
        if (target && target !== ctx.route.path) ctx.navigate(target);
      },
      { fireImmediately: true },
    ),
    startSessionPolling(ctx.session, options.polling),
  );

  return () => {
    active = false;
    for (const dispose of disposers.splice(0)) dispose();
  };
}
