/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "Error opening the terminal",
  "Invalid terminal request",
  "No such terminal",
  "Only {{MAX_TERMINALS}} terminals can be opened",
] as const;
