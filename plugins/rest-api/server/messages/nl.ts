/** Dutch server messages. */
export const nl: Record<string, string> = {
  'Record deleted': 'Record verwijderd',
  "withTotal must be 'true' or 'false'": "withTotal moet 'true' of 'false' zijn",
};
