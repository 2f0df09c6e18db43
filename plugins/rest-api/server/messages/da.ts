/** Danish server messages. */
export const da: Record<string, string> = {
  'Record deleted': 'Posten er slettet',
  "withTotal must be 'true' or 'false'": "withTotal skal være 'true' eller 'false'",
};
