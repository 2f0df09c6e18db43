/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "At most 1000 paths at once",
  "File deleted",
  "File not found",
  "File too large: at most {{max}} MB per file",
  "Invalid file name",
  "Invalid or expired file token",
  "Invalid project id",
  "No file content",
  "paths must be a list of stored file names",
  "paths must not be empty",
] as const;
