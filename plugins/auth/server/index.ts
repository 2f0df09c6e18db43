import cookieParser from 'cookie-parser';
import { definePlugin, z } from '@plinth/sdk';
import { AccessControlToken, ClusterBusToken, createRouter, MailerToken, SharedCounterToken } from '@plinth/sdk/server';
import { manifest } from '../manifest.js';
import { createAccessControl } from './access.js';
import { ApiTokenService } from './api-tokens.js';
import { authConfigFromEnv } from './config.js';
import { projectInfo, type AuthDeps, type AuthSettings } from './deps.js';
import { migrations } from './migrations.js';
import { SignInLimiter } from './rate-limit.js';
import { adminRoutes } from './routes/admin-routes.js';
import { authRoutes, uiAbility } from './routes/auth-routes.js';
import { oauthRoutes } from './routes/oauth-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { loadJwtSecret, SessionService } from './sessions.js';
import { SHARE_PASSWORD_MAX, SharedBaseStore } from './shared-bases.js';
import { UserStore } from './users.js';
import { messages } from './messages/index.js';

const settings = z.object({
  /** After the first user, may anyone sign up (true) or only invited people (false)? */
  allowSignup: z.boolean().default(false),
});

export default definePlugin<AuthSettings>({
  manifest,
  server: {
    messages,
    migrations,
    settings,
    async setup(ctx) {
      const config = authConfigFromEnv();
      const db = ctx.meta;
      const secret = await loadJwtSecret(db, config.jwtSecret);
      const users = new UserStore(db);
      const sessions = new SessionService(db, secret, config.accessTtlSeconds, config.refreshTtlSeconds);
      const apiTokens = new ApiTokenService(db);
      // Wrong share passwords count on every server when the cluster plugin shares counters.
      const sharedBases = new SharedBaseStore(db, secret, ctx.services.getOptional(SharedCounterToken));
      const bus = ctx.services.getOptional(ClusterBusToken);
      const access = createAccessControl({ config, db, ...(bus && { bus }), users, sessions, apiTokens, sharedBases });
      const deps: AuthDeps = {
        ctx,
        config,
        db,
        users,
        sessions,
        apiTokens,
        sharedBases,
        limiter: new SignInLimiter(db),
        access,
        mailer: ctx.services.get(MailerToken),
      };
      ctx.services.provide(AccessControlToken, access);

      const auth = createRouter();
      auth.use(cookieParser());
      auth.use(authRoutes(deps));
      auth.use(oauthRoutes(deps));
      ctx.http.mount('/auth', auth);
      ctx.http.mount('/user', userRoutes(deps));
      ctx.http.mount('/api/v1/auth', adminRoutes(deps));

      const dashboardAuth = createRouter();
      dashboardAuth.get(
        '/type',
        ctx.http.publicRoute('the app reads the auth type before anyone signs in'),
        async (_req, res) => void res.json(await projectInfo(deps)),
      );
      ctx.http.mount('/dashboard/auth', dashboardAuth);
      const ability = createRouter();
      ability.get(
        '/',
        ctx.http.publicRoute('the role ability table of the UI (001 s.6), the same for everyone'),
        (_req, res) => void res.json(uiAbility()),
      );
      ctx.http.mount('/ui_ability', ability);

      // sharedBaseGet: payload shared_base_id, answer project_id (000 section 7); a link with a
      // password also takes `password` and answers the visit key to send as xc-shared-base-key.
      ctx.rpc.operation('sharedBaseGet', async ({ args }) => sharedBases.open(args.shared_base_id, args.password), {
        public: true,
        reason: 'a shared base link opens its project before the visitor holds any credential',
        args: z.object({
          shared_base_id: z.string({ error: 'shared_base_id is required' }).min(1).max(64),
          password: z.string({ error: 'password must be text' }).max(SHARE_PASSWORD_MAX).optional(),
        }),
      });
      ctx.log.info(`Authentication: ${config.authType}`);
    },
  },
});
