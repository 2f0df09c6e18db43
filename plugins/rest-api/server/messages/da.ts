/** Danish server messages. */
export const da: Record<string, string> = {
  'Record deleted': 'Posten er slettet',
  "{{name}} must be 'true' or 'false'": "{{name}} skal være 'true' eller 'false'",
};
