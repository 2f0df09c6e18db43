/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "Comment text is required",
  "Unknown column '{{cn}}'",
  "limit must be a number",
  "limit must be an integer",
  "limit must be at least 1",
  "offset must be a number",
  "offset must be an integer",
  "offset must be at least 0",
  "project_id is required",
  "{{what}} is required",
  "{{what}} is too long",
] as const;
