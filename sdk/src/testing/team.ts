/**
 * Accounts with roles on a test host, signed up through real invitations: the people of the
 * role x route matrix and of the attack tests.
 */
import type { TestHost } from './index.js';

export const TEST_PASSWORD = 'correct horse battery';

/** The project roles a member can be given (the owner is whoever created the project). */
export const MEMBER_ROLES = ['creator', 'editor', 'commenter', 'viewer', 'guest'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

async function ok(what: string, answer: Promise<{ status: number; body: any }>, status = 200) {
  const r = await answer;
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Signs up through an invitation link and answers the new account's access token. */
async function acceptInvitation(h: TestHost, email: string, inviteUrl: string): Promise<string> {
  const token = decodeURIComponent(/signup\/(.+)$/.exec(inviteUrl)![1]!);
  return (await ok(`sign-up of ${email}`, h.request('/auth/signup', { body: { email, password: TEST_PASSWORD, token } }))).token;
}

/** The first account of a fresh host: the super admin (global owner and creator). */
export async function signUpSuperAdmin(h: TestHost, email = 'admin@example.com'): Promise<string> {
  return (await ok(`sign-up of ${email}`, h.request('/auth/signup', { body: { email, password: TEST_PASSWORD } }))).token;
}

/** A new account invited by an admin with global roles (default `user`); answers its token. */
export async function inviteAccount(h: TestHost, adminToken: string, email: string, roles: string[] = ['user']): Promise<string> {
  const invited = await ok(
    `invitation of ${email}`,
    h.request('/api/v1/auth/invitations', { body: { email, roles }, headers: { 'xc-auth': adminToken } }),
    201,
  );
  return acceptInvitation(h, email, invited.invite_url);
}

/** A new account invited into a project with a role (its global role is `user`); answers its token. */
export async function inviteMember(h: TestHost, adminToken: string, projectId: string, email: string, role: MemberRole): Promise<string> {
  const added = await ok(
    `member ${email}`,
    h.request(`/api/v1/auth/projects/${projectId}/users`, { body: { email, roles: role }, headers: { 'xc-auth': adminToken } }),
    201,
  );
  return acceptInvitation(h, email, added.invite_url);
}

/** Creates a project as `token` (`extra`: other projectCreate args, e.g. projectType); answers its id. */
export async function createProject(
  h: TestHost,
  token: string,
  title: string,
  db?: unknown,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return (
    await ok(
      `project ${title}`,
      h.request('/dashboard?q=sqlOp_projectCreate', {
        body: { args: { title, ...(db !== undefined && { db }), ...extra } },
        headers: { 'xc-auth': token },
      }),
    )
  ).id;
}

export interface TestTeam {
  /** The super admin, who created the project (its owner). */
  admin: string;
  projectId: string;
  /** A member of the project per role. */
  members: Record<MemberRole, string>;
  /** A signed-in account (global role `user`) with no role in the project. */
  outsider: string;
}

/** A super admin, a project, one member per role and an outsider, on a fresh host. */
export async function signedUpTeam(h: TestHost, title = 'Team project'): Promise<TestTeam> {
  const admin = await signUpSuperAdmin(h);
  const projectId = await createProject(h, admin, title);
  const members = {} as Record<MemberRole, string>;
  for (const role of MEMBER_ROLES) members[role] = await inviteMember(h, admin, projectId, `${role}@example.com`, role);
  const outsider = await inviteAccount(h, admin, 'outsider@example.com');
  return { admin, projectId, members, outsider };
}
