/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "Kanban",
  "Kanban group column '{{groupColumn}}' is not a single select column",
] as const;
