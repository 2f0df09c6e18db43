/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})",
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')",
  "Invalid archive: no {{DOCUMENT_NAME}}",
  "Invalid archive: no {{name}}",
  "Invalid archive: not a zip file or a JSON document",
  "Invalid archive: {{msg}}",
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'",
  "Invalid archive: {{name}} is not JSON",
  "Invalid archive: {{name}} names a table the archive does not make",
  "Invalid archive: {{name}} repeats a column",
  "Invalid archive: {{name}}: {{err}}",
  "Not a {{DOCUMENT_FORMAT}} document",
  "Send the exported zip or JSON file as the request body",
] as const;
