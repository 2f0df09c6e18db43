/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "Cron expression required",
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}",
  "The server running the job stopped",
  "Unknown time zone '{{zone}}'",
  "redisUrl must be a URL",
] as const;
