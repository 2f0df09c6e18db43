import { usePlinth, useT } from '@plinth/sdk/web';
import { LinkButton, Stack } from '@primer/react';
import { useEffect, useState } from 'react';
import { authApi, type OAuthProvider } from './api.js';
import { PLUGIN_ID } from './paths.js';

const LABEL_KEYS: Record<OAuthProvider, string> = { google: 'oauth.google', github: 'oauth.github' };

/**
 * Sign-in with the OAuth providers the server reports; nothing when none is configured. A button
 * is a plain link to `/auth/{provider}`: the server redirects to the provider, which comes back
 * to the app root with `?code&state` (handled by the callback screen).
 */
export function OAuthButtons() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    let current = true;
    authApi.oauthProviders(ctx.api).then(
      ({ list }) => current && setProviders(Array.isArray(list) ? list.filter((p) => p in LABEL_KEYS) : []),
      // An older server without the list offers no buttons.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ctx]);
  if (providers.length === 0) return null;
  return (
    <Stack gap="condensed" aria-label={t('oauth.title')} role="group">
      {providers.map((provider) => (
        <LinkButton key={provider} href={`/auth/${provider}`} block>
          {t(LABEL_KEYS[provider])}
        </LinkButton>
      ))}
    </Stack>
  );
}
