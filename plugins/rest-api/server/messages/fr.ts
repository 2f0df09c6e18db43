/** French server messages. */
export const fr: Record<string, string> = {
  'Record deleted': 'Enregistrement supprimé',
  "withTotal must be 'true' or 'false'": "withTotal doit valoir 'true' ou 'false'",
};
