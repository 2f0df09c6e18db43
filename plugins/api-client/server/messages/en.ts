/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "The URL is not valid: an absolute http or https URL is needed",
  "body is too large",
  "method is one of {{METHODS}}",
  "url is required",
  "url is too long",
] as const;
