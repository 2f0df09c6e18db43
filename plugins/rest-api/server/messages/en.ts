/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "Record deleted",
] as const;
