/** The auth plugin's member, invitation and token routes as the Team & Auth tab calls them. */
import type { RoleMap } from '@plinth/sdk';
import { queryString, type ApiClient } from '@plinth/sdk/web';

/** Roles a member may hold in a project (the owner role comes with creating it). */
export const PROJECT_ROLES = ['creator', 'editor', 'commenter', 'viewer', 'guest'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

export interface Member {
  id: string;
  email: string;
  roles: RoleMap;
  invite_pending: boolean;
  created_at: string | null;
}

export interface MemberPage {
  list: Member[];
  pageInfo: { totalRows: number; pageSize: number; offset: number };
}

export interface ApiToken {
  id: number;
  description: string;
  token_hint: string;
  created_at: string;
  last_used_at: string | null;
  created_by: string;
}

const enc = encodeURIComponent;
const members = (projectId: string) => `/api/v1/auth/projects/${enc(projectId)}/users`;
// Admin screens act as the admin even while previewing a role.
const adminCall = { ignorePreview: true };

export const teamApi = {
  members: (api: ApiClient, projectId: string, q: { query?: string; limit: number; offset: number }) =>
    api.get<MemberPage>(`${members(projectId)}${queryString(q)}`, adminCall),
  add: (api: ApiClient, projectId: string, email: string, roles: ProjectRole) =>
    api.post<{ id: string; email: string; invite_url?: string }>(members(projectId), { email, roles }, adminCall),
  resend: (api: ApiClient, projectId: string, userId: string) =>
    api.post<{ invite_url: string }>(`${members(projectId)}/${enc(userId)}/resend`, undefined, adminCall),
  setRole: (api: ApiClient, projectId: string, userId: string, roles: ProjectRole) =>
    api.patch(`${members(projectId)}/${enc(userId)}`, { roles }, adminCall),
  remove: (api: ApiClient, projectId: string, userId: string) => api.delete(`${members(projectId)}/${enc(userId)}`, adminCall),
  tokens: (api: ApiClient) => api.get<{ list: ApiToken[] }>('/api/v1/auth/tokens', adminCall),
  createToken: (api: ApiClient, description: string) =>
    api.post<{ id: number; token: string; description: string }>('/api/v1/auth/tokens', { description }, adminCall),
  revokeToken: (api: ApiClient, id: number) => api.delete(`/api/v1/auth/tokens/${id}`, adminCall),
};

/** The role a member holds in the project (the first of the project roles, or owner). */
export const memberRole = (roles: RoleMap): ProjectRole | 'owner' =>
  roles.owner ? 'owner' : (PROJECT_ROLES.find((r) => roles[r]) ?? 'guest');
