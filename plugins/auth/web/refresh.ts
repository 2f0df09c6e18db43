import type { UnauthorizedHandler, WebContext } from '@plinth/sdk/web';
import { authApi } from './api.js';
import { PATHS, PLUGIN_ID } from './paths.js';

/** 000 s.8: the toast after a failed session refresh stays 5 seconds. */
export const EXPIRED_TOAST_MS = 5000;

/**
 * The 401 handler the plugin registers with the API client: one `POST /auth/refresh-token`
 * (the httpOnly cookie is the credential) for a new access token. When that fails the first user
 * goes to `/`, anyone else reads 'Token expired please login to continue' and goes to sign-in; the
 * client then signs out.
 */
export function sessionRenewal(ctx: WebContext): UnauthorizedHandler {
  return async () => {
    try {
      const { token } = await authApi.refresh(ctx.api);
      if (typeof token === 'string' && token) return token;
    } catch {
      // Expired, revoked or reused refresh token, or no cookie: the session is over.
    }
    if (ctx.session.projectInfo?.firstUser) {
      ctx.navigate('/');
    } else {
      ctx.toast.error(ctx.i18n.t('session.expired', { ns: PLUGIN_ID }), EXPIRED_TOAST_MS);
      ctx.navigate(PATHS.signIn);
    }
    return null;
  };
}
