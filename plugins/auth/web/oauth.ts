import { observable, runInAction, type WebContext } from '@plinth/sdk/web';
import { authApi, errorText } from './api.js';
import { PATHS } from './paths.js';
import { completeSignIn } from './session-actions.js';

/** 000 s.8: an OAuth code exchange failure shows the server's msg for 3 seconds. */
const OAUTH_ERROR_TOAST_MS = 3000;

export interface OAuthReturn {
  provider: 'github' | 'google';
  /** The query the exchange call forwards: code, state and scope as the provider sent them. */
  query: string;
  code: string;
}

/**
 * The provider's return to the app (`?code&state[&scope]`), or null. The state names the
 * provider; 000 s.7: the GitHub exchange is used when it includes 'github'.
 */
export function oauthReturn(search: string): OAuthReturn | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return null;
  const query = new URLSearchParams({ code, state });
  const scope = params.get('scope');
  if (scope) query.set('scope', scope);
  return { provider: state.includes('github') ? 'github' : 'google', query: query.toString(), code };
}

// A code can be exchanged once: a second attempt (a re-render, StrictMode) joins the first.
const exchanges = new Map<string, Promise<boolean>>();

/** Exchanges under way, for the callback screen (observable). */
export const oauthState = observable({ pending: 0 });

/** Exchanges the code for a session; true when signed in. A failure toasts the server's msg and leads to sign-in. */
export function completeOAuth(ctx: WebContext, ret: OAuthReturn): Promise<boolean> {
  let exchange = exchanges.get(ret.code);
  if (!exchange) {
    runInAction(() => oauthState.pending++);
    exchange = (async () => {
      try {
        const { token } = await authApi.oauthToken(ctx.api, ret.provider, ret.query);
        await completeSignIn(ctx, token);
        return true;
      } catch (err) {
        ctx.toast.error(errorText(err), OAUTH_ERROR_TOAST_MS);
        ctx.navigate(PATHS.signIn);
        return false;
      } finally {
        runInAction(() => oauthState.pending--);
      }
    })();
    exchanges.set(ret.code, exchange);
  }
  return exchange;
}

/**
 * The provider sends the browser to the app root with the code in the real query string, before
 * the `#`. Takes it out of the address (a reload must not replay a used code) and shows the
 * callback screen while the exchange runs.
 */
export function takeOAuthReturnFromLocation(ctx: WebContext, location: Location = window.location): Promise<boolean> | null {
  const ret = oauthReturn(location.search);
  if (!ret) return null;
  window.history.replaceState(window.history.state, '', `${location.pathname}#${PATHS.callback}`);
  ctx.navigate(PATHS.callback);
  return completeOAuth(ctx, ret);
}
