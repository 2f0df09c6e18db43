import type { ProjectInfo } from '@plinth/sdk';
import { PATHS } from './paths.js';

export interface RedirectInput {
  /** The current hash route path. */
  path: string;
  signedIn: boolean;
  /** `GET /auth/type`; null until known. */
  info: ProjectInfo | null;
  /** Where a fresh session lands (see `homePath`). */
  home: string;
  isPublic(path: string): boolean;
  /** The project of a shared base visit (nobody signed in), or null. */
  sharedBaseProject?: string | null;
}

/**
 * The redirect rules of 000 s.2, as a pure decision: where to go from `path`, or null to stay.
 * - Nothing is decided before the project info is known, or when accounts are not in use
 *   (auth type none lets everyone in; master key is a key, not a sign-in).
 * - A signed-in user on the sign-in or sign-up screen goes home; elsewhere stays.
 * - While no user exists at all (firstUser), every screen but the public ones leads to sign-up;
 *   sign-in leads there too, since nobody could sign in.
 * - A shared base visitor stays on its project's dashboard (and public screens); anything else
 *   (the project list, settings, another project) leads back to that dashboard.
 * - Otherwise a visitor who is not signed in goes to sign-in from any path that is not public
 *   (which covers the spec's root rule: the index is not a public view path).
 */
export function redirectTarget({ path, signedIn, info, home, isPublic, sharedBaseProject }: RedirectInput): string | null {
  if (!info || info.authType !== 'jwt') return null;
  if (signedIn) return path === PATHS.signIn || path === PATHS.signUp ? home : null;
  if (sharedBaseProject) {
    const dashboard = `/nc/${encodeURIComponent(sharedBaseProject)}`;
    return path === dashboard || isPublic(path) ? null : dashboard;
  }
  if (info.firstUser) return path === PATHS.signUp || (path !== PATHS.signIn && isPublic(path)) ? null : PATHS.signUp;
  return isPublic(path) ? null : PATHS.signIn;
}
