import { observer, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Link, Spinner } from '@primer/react';
import { useEffect } from 'react';
import { completeOAuth, oauthReturn, oauthState } from '../oauth.js';
import { PATHS, PLUGIN_ID } from '../paths.js';
import { AuthCard, mutedStyle } from '../ui.js';

/**
 * `/user/authentication/callback`: shown while an OAuth return is exchanged for a session. The
 * return usually arrives at the app root (see `takeOAuthReturnFromLocation`); a link carrying
 * `?code&state` in the hash route works too.
 */
export const CallbackPage = observer(function CallbackPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const ret = oauthReturn(useRoute().search);
  const code = ret?.code;
  useEffect(() => {
    if (ret) void completeOAuth(ctx, ret);
    // The return is re-parsed on each render; the code identifies it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, code]);
  const waiting = Boolean(ret) || oauthState.pending > 0;
  return (
    <AuthCard title={t('callback.title')}>
      {waiting ? (
        <Spinner size="medium" srText={t('callback.title')} />
      ) : (
        <p style={mutedStyle}>
          {t('callback.nothing')} <Link href={`#${PATHS.signIn}`}>{t('signIn.title')}</Link>
        </p>
      )}
    </AuthCard>
  );
});
