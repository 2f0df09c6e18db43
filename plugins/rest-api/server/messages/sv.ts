/** Swedish server messages. */
export const sv: Record<string, string> = {
  'Record deleted': 'Posten har tagits bort',
  "{{name}} must be 'true' or 'false'": "{{name}} måste vara 'true' eller 'false'",
};
