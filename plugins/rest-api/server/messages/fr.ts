/** French server messages. */
export const fr: Record<string, string> = {
  'Record deleted': 'Enregistrement supprimé',
  "{{name}} must be 'true' or 'false'": "{{name}} doit valoir 'true' ou 'false'",
};
