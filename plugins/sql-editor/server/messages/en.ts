/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "A file is at most 1,000,000 characters",
  "A file name cannot hold slashes or control characters",
  "A file name is at most 128 characters",
  "A file name is required",
  "A query is at most {{maxQueryChars}} characters",
  "At most {{maxStatements}} statements run at once",
  "No such SQL file",
  "SQL file deleted",
  "The SQL editor is not available for {{displayName}} yet",
  "There is no statement to run",
  "project_id is required",
  "query is required",
] as const;
