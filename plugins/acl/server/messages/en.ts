/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "Invalid archive: table access rules name the unknown table '{{tn}}'",
  "Rules are set for {{ACL_ROLES}}",
  "Table '{{tn}}' not found",
  "Table access rules are unavailable",
  "Tables are hidden from {{ACL_ROLES}}",
  "read must be true or false",
] as const;
