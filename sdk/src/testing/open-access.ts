import { defineManifest, definePlugin } from '../index.js';
import { AccessControlToken, type AccessControl } from '../server/index.js';

/**
 * An access-control service that lets everyone in as an admin, for tests of plugins that do
 * not need accounts: the host itself refuses every guarded call when no access control runs.
 * The auth plugin with `PLINTH_AUTH_TYPE=none` is the production counterpart.
 */
const everyoneIsAdmin: AccessControl = {
  authenticate: () => ({ kind: 'anonymous', roles: { owner: true, creator: true } }),
  authorize: () => 'allow',
  grantProjectRole: async () => {},
  projectIdsOf: async () => [],
  forgetProject: async () => {},
};

export const openAccessForTests = definePlugin({
  manifest: defineManifest({
    id: 'test-open-access',
    version: '1.0.0',
    displayName: 'Open access (tests only)',
    provides: [AccessControlToken.id],
  }),
  server: { setup: (ctx) => ctx.services.provide(AccessControlToken, everyoneIsAdmin) },
});
