/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "Calendar",
  "Calendar {{what}} column '{{key}}' is not a date or date-time column",
] as const;
