/** Swedish server messages. */
export const sv: Record<string, string> = {
  'Record deleted': 'Posten har tagits bort',
  "withTotal must be 'true' or 'false'": "withTotal måste vara 'true' eller 'false'",
};
