import type { AuthType } from '@plinth/sdk';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userUrl: string;
  /** GitHub hides private addresses from the user endpoint; this one lists them. */
  emailsUrl?: string;
  scope: string;
}

export interface AuthConfig {
  authType: AuthType;
  masterKey?: string;
  jwtSecret?: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Base of links in e-mails; default http://localhost:<port>. */
  publicUrl?: string;
  oauth: { google?: OAuthProviderConfig; github?: OAuthProviderConfig };
}

const positiveInt = (name: string, raw: string | undefined, fallback: number) => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer (seconds), got '${raw}'`);
  return n;
};

function provider(env: NodeJS.ProcessEnv, prefix: 'GOOGLE' | 'GITHUB'): OAuthProviderConfig | undefined {
  const clientId = env[`PLINTH_${prefix}_CLIENT_ID`];
  const clientSecret = env[`PLINTH_${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  const defaults =
    prefix === 'GOOGLE'
      ? {
          authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
          tokenUrl: 'https://oauth2.googleapis.com/token',
          userUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
          scope: 'openid email profile',
        }
      : {
          authorizeUrl: 'https://github.com/login/oauth/authorize',
          tokenUrl: 'https://github.com/login/oauth/access_token',
          userUrl: 'https://api.github.com/user',
          emailsUrl: 'https://api.github.com/user/emails',
          scope: 'read:user user:email',
        };
  return {
    clientId,
    clientSecret,
    authorizeUrl: env[`PLINTH_${prefix}_AUTHORIZE_URL`] ?? defaults.authorizeUrl,
    tokenUrl: env[`PLINTH_${prefix}_TOKEN_URL`] ?? defaults.tokenUrl,
    userUrl: env[`PLINTH_${prefix}_USER_URL`] ?? defaults.userUrl,
    emailsUrl: env[`PLINTH_${prefix}_EMAILS_URL`] ?? ('emailsUrl' in defaults ? defaults.emailsUrl : undefined),
    scope: defaults.scope,
  };
}

/** Reads the auth configuration from the environment once, at setup. */
export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const authType = (env.PLINTH_AUTH_TYPE ?? 'jwt') as AuthType;
  if (!['jwt', 'masterKey', 'none'].includes(authType)) {
    throw new Error(`PLINTH_AUTH_TYPE must be jwt, masterKey or none, got '${authType}'`);
  }
  const masterKey = env.PLINTH_MASTER_KEY || undefined;
  if (authType === 'masterKey' && (!masterKey || masterKey.length < 16)) {
    throw new Error('PLINTH_AUTH_TYPE=masterKey needs PLINTH_MASTER_KEY of at least 16 characters');
  }
  return {
    authType,
    masterKey,
    jwtSecret: env.PLINTH_JWT_SECRET || undefined,
    accessTtlSeconds: positiveInt('PLINTH_JWT_TTL', env.PLINTH_JWT_TTL, 15 * 60),
    refreshTtlSeconds: positiveInt('PLINTH_REFRESH_TTL', env.PLINTH_REFRESH_TTL, 30 * 24 * 3600),
    publicUrl: env.PLINTH_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    oauth: { google: provider(env, 'GOOGLE'), github: provider(env, 'GITHUB') },
  };
}
