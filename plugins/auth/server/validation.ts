import { LIMITS, ROLES, z } from '@plinth/sdk';

/** The spec's validation texts (000 section 5), verbatim. */
const MSG = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  passwordRequired: 'Password is required',
  passwordShort: 'You password must be atleast 8 characters',
} as const;

const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .pipe(z.email(MSG.emailInvalid).max(320, MSG.emailInvalid));

const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(LIMITS.passwordMinLength, MSG.passwordShort)
  .max(1024, 'Password is too long');

// Sign in follows the same rules as sign up (000 section 5).
export const signInBody = z.object({ email: emailField, password: passwordField });

export const signUpBody = z.object({
  email: emailField,
  password: passwordField,
  firstname: z.string().max(255).optional(),
  lastname: z.string().max(255).optional(),
  ignore_subscribe: z.boolean().optional(),
  /** Invitation token from /user/authentication/signup/:token. */
  token: z.string().max(200).optional(),
});

export const forgotBody = z.object({ email: emailField });
export const resetBody = z.object({ password: passwordField });
export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: passwordField,
});

const role = z.enum(ROLES, { error: 'Unknown role' });
export const rolesField = z.array(role, { error: 'Roles must be a list' }).min(1, 'At least one role is required');
export const projectRole = z.enum(['creator', 'editor', 'commenter', 'viewer', 'guest'], { error: 'Unknown project role' });
export const inviteBody = z.object({ email: emailField, roles: rolesField.optional() });
export const projectUserBody = z.object({ email: emailField, roles: projectRole });
export const apiTokenBody = z.object({
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(255),
});

/** A page of a searched list (users, project members). */
export const pageQuery = z.object({
  query: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 1000').max(1000, 'limit must be 1 to 1000').default(25),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').default(0),
});
