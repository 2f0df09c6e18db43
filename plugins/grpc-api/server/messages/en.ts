/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "Record deleted",
  "Service {{service}} is not part of this project's package {{package}}",
  "method is required",
  "service is required",
] as const;
