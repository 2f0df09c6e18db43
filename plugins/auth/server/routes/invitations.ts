/** Invitations: an account without a password and a single-use sign-up link mailed to it. */
import type { RoleMap } from '@plinth/sdk';
import { newOpaqueToken } from '../crypto.js';
import { publicBase, type AuthDeps } from '../deps.js';
import type { UserRow } from '../users.js';

const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/** `language`: the inviting request's, which the mail is written in (the invitee has chosen none yet). */
export type Invite = (email: string, roles: RoleMap, language: string) => Promise<{ user: UserRow; inviteUrl: string }>;

/** Creates an invited account (no password yet) and mails the sign-up link. */
export function inviter(deps: AuthDeps): Invite {
  const { users } = deps;
  return async (email, roles, language) => {
    const user = await users.create({ email, passwordHash: null, roles });
    return { user, inviteUrl: await sendInvitation(deps, user, language) };
  };
}

/**
 * A new invitation link for an account without a password (the last one stops working), mailed
 * to it and answered: single use, 7 days.
 */
export async function sendInvitation(deps: AuthDeps, user: UserRow, language: string): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await deps.users.update(user.id, { invite_token_hash: hash, invite_expires_at: new Date(Date.now() + INVITE_TTL_MS) });
  const inviteUrl = `${publicBase(deps)}/#/user/authentication/signup/${encodeURIComponent(token)}`;
  const t = (text: string) => deps.ctx.messages.translate(text, language);
  await deps.mailer.send({
    to: user.email,
    subject: t('You are invited to Plinth'),
    text: t(`You have been invited to Plinth.\n\nCreate your account within 7 days:\n${inviteUrl}`),
  });
  return inviteUrl;
}
