/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "One logo at most",
  "The logo url must be an http(s) address, a path on this server or an inline image",
  "The title is at most 100 characters",
] as const;
