import type { WebContext } from '@plinth/sdk/web';
import { authApi } from './api.js';
import { homePath, PATHS } from './paths.js';

/** Re-reads `GET /auth/type`; a failure keeps what is known (redirects wait for an answer). */
export async function loadProjectInfo(ctx: WebContext): Promise<void> {
  try {
    ctx.session.setProjectInfo(await authApi.projectInfo(ctx.api));
  } catch (err) {
    console.warn('[auth] could not read /auth/type', err);
  }
}

/** Reads `GET /ui_ability` into the session (000 s.3); a failure keeps the defaults. */
export async function loadAbility(ctx: WebContext): Promise<void> {
  try {
    ctx.session.setAbility?.(await authApi.uiAbility(ctx.api));
  } catch (err) {
    console.warn('[auth] could not read /ui_ability', err);
  }
}

/**
 * After sign-in, sign-up or an OAuth return: keep the token, load the user, then go home. The
 * project info is re-read too: the first sign-up ends the "first user" state.
 */
export async function completeSignIn(ctx: WebContext, token: string): Promise<void> {
  await ctx.session.signIn(token);
  if (ctx.session.projectInfo?.firstUser) await loadProjectInfo(ctx);
  ctx.navigate(homePath(ctx.route));
}

/** Sign Out: revoke the refresh cookie on the server, then forget the session here whatever it answered. */
export async function signOut(ctx: WebContext): Promise<void> {
  try {
    await authApi.signOut(ctx.api);
  } catch (err) {
    // Offline: the local sign-out still happens; the refresh cookie expires on its own.
    console.warn('[auth] sign-out call failed', err);
  }
  ctx.session.signOut();
  ctx.navigate(PATHS.signIn);
}
