import { LIMITS } from '@plinth/sdk';

/**
 * Client-side checks of the sign-in, sign-up and password forms (000 s.5). They answer i18n keys
 * of the plugin's bundle, whose English texts are the spec's messages verbatim.
 */
export type ProblemKey =
  'validation.emailRequired' | 'validation.emailInvalid' | 'validation.passwordRequired' | 'validation.passwordShort';

// The pattern of zod's z.email(), which the server validates with: both sides accept the same addresses.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function emailProblem(value: string): ProblemKey | null {
  // The server trims before checking; so does this.
  const email = value.trim();
  if (!email) return 'validation.emailRequired';
  if (email.length > 320 || !EMAIL.test(email)) return 'validation.emailInvalid';
  return null;
}

export function passwordProblem(value: string): ProblemKey | null {
  if (!value) return 'validation.passwordRequired';
  if (value.length < LIMITS.passwordMinLength) return 'validation.passwordShort';
  return null;
}
