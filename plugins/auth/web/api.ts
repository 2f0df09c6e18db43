import type { ProjectInfo, RoleMap, RoleName, UiAbility, User } from '@plinth/sdk';
import type { ApiClient } from '@plinth/sdk/web';

/** The auth server's calls (plugins/auth/server, 000 s.7), typed, in one place. */

export type OAuthProvider = 'google' | 'github';

export interface TokenAnswer {
  token: string;
}

export interface AdminUser extends User {
  id: string;
  created_at?: string | number;
  invite_pending: boolean;
}

export interface UserPage {
  list: AdminUser[];
  pageInfo: { totalRows: number; pageSize: number; offset: number };
}

export interface Invitation {
  id: string;
  email: string;
  invite_url: string;
}

// Sign-in forms answer 400 for bad credentials; a 401 there must not try to renew a session.
const formCall = { skipRefresh: true } as const;
// 000 s.7: admin and role calls act with the admin's real roles, never the previewed one.
const adminCall = { ignorePreview: true } as const;
const enc = encodeURIComponent;

export const authApi = {
  projectInfo: (api: ApiClient) => api.get<ProjectInfo>('/auth/type'),
  signIn: (api: ApiClient, body: { email: string; password: string }) => api.post<TokenAnswer>('/auth/signin?tool=1', body, formCall),
  signUp: (api: ApiClient, body: { email: string; password: string; token?: string }) =>
    api.post<TokenAnswer>('/auth/signup?tool=1', body, formCall),
  /** Rotates the httpOnly refresh cookie; the refresh call itself never triggers a refresh. */
  refresh: (api: ApiClient) => api.post<TokenAnswer>('/auth/refresh-token', undefined, { skipRefresh: true, ignorePreview: true }),
  signOut: (api: ApiClient) => api.post<{ msg: string }>('/auth/signout', undefined, formCall),
  forgot: (api: ApiClient, email: string) => api.post<{ msg: string }>('/auth/password/forgot', { email }, formCall),
  validateResetToken: (api: ApiClient, token: string) =>
    api.get<{ valid: true; email: string }>(`/auth/token/validate/${enc(token)}`, formCall),
  reset: (api: ApiClient, token: string, password: string) =>
    api.post<{ msg: string }>(`/auth/password/reset/${enc(token)}`, { password }, formCall),
  invitation: (api: ApiClient, token: string) => api.get<{ email: string }>(`/auth/invitation/${enc(token)}`, formCall),
  /** The OAuth providers the server has configured (their start URLs are `/auth/{provider}`). */
  oauthProviders: (api: ApiClient) => api.get<{ list: OAuthProvider[] }>('/auth/oauth/providers', formCall),
  uiAbility: (api: ApiClient) => api.get<UiAbility>('/ui_ability', formCall),
  /**
   * Finishes an OAuth sign-in. The server accepts the state only with the httpOnly flow cookie
   * set when this browser started the flow: the app's same-origin fetch sends it (fetch's
   * default `credentials: 'same-origin'`; the client's base URL is the page's own origin).
   */
  oauthToken: (api: ApiClient, provider: 'github' | 'google', query: string) =>
    api.post<TokenAnswer>(`/auth/${provider}/genTokenByCode?${query}`, undefined, formCall),

  changePassword: (api: ApiClient, body: { currentPassword: string; newPassword: string }) =>
    api.post<{ msg: string; token: string }>('/user/password/change', body),
  updateProfile: (api: ApiClient, body: { firstname?: string; lastname?: string }) => api.put<User>('/user/profile', body),

  listUsers: (api: ApiClient, q: { query?: string; limit: number; offset: number }) => {
    const params = new URLSearchParams({ limit: String(q.limit), offset: String(q.offset) });
    if (q.query) params.set('query', q.query);
    return api.get<UserPage>(`/api/v1/auth/users?${params}`, adminCall);
  },
  setRoles: (api: ApiClient, id: string, roles: RoleName[]) => api.patch<User>(`/api/v1/auth/users/${enc(id)}`, { roles }, adminCall),
  deleteUser: (api: ApiClient, id: string) => api.delete<{ msg: string }>(`/api/v1/auth/users/${enc(id)}`, adminCall),
  invite: (api: ApiClient, email: string, roles: RoleName[]) =>
    api.post<Invitation>('/api/v1/auth/invitations', { email, roles }, adminCall),
  /** The project's shared base link (`{}` when none is enabled). */
  sharedBase: (api: ApiClient, projectId: string) =>
    api.get<Partial<SharedBaseLink>>(`/api/v1/auth/projects/${enc(projectId)}/shared-base`, adminCall),
  /** A new shared base link with `roles` and an optional password (an enabled one stops working). */
  shareBase: (api: ApiClient, projectId: string, roles: string, password?: string) =>
    api.post<SharedBaseLink>(`/api/v1/auth/projects/${enc(projectId)}/shared-base`, { roles, ...(password && { password }) }, adminCall),
  /** Sets or (null) removes the current link's password; visits opened with the old one end. */
  setSharedBasePassword: (api: ApiClient, projectId: string, password: string | null) =>
    api.put<SharedBaseLink>(`/api/v1/auth/projects/${enc(projectId)}/shared-base/password`, { password }, adminCall),
  unshareBase: (api: ApiClient, projectId: string) =>
    api.delete<{ msg: string }>(`/api/v1/auth/projects/${enc(projectId)}/shared-base`, adminCall),
};

/** A project's shared base link as its admins see it. */
export interface SharedBaseLink {
  id: string;
  roles: RoleMap;
  /** Whether visitors must enter a password. */
  password: boolean;
}

/** Held role names of a role map, in the map's order. */
export const heldRoles = (roles: RoleMap): RoleName[] =>
  Object.entries(roles)
    .filter(([, held]) => held)
    .map(([role]) => role);

export { errorText } from '@plinth/sdk/web';
