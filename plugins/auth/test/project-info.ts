import type { ProjectInfo } from '@plinth/sdk';

/** `GET /auth/type` of a JWT server with an admin (the first user signed up), with `patch` applied. */
export const projectInfo = (patch: Partial<ProjectInfo> = {}): ProjectInfo => ({
  authType: 'jwt',
  firstUser: false,
  projectHasDb: true,
  projectHasAdmin: true,
  env: '_noco',
  type: 'mvc',
  version: '0.1.0',
  ...patch,
});
