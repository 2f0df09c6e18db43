/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "A socket follows at most {{maxSubscriptions}} tables",
  "Authentication is unavailable",
  "Forbidden: this action needs the 'airTable' permission",
  "Invalid table",
  "projectId is required",
  "projectId is too long",
  "redisUrl must be a URL",
  "tn is required",
  "tn is too long",
] as const;
