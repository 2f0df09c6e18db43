/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "Column '{{key}}' cannot be filled in a form",
  "Field '{{key}}' is listed twice",
  "Form",
] as const;
