/** Dutch server messages. */
export const nl: Record<string, string> = {
  'Record deleted': 'Record verwijderd',
  "{{name}} must be 'true' or 'false'": "{{name}} moet 'true' of 'false' zijn",
};
