/** French server messages. */
export const fr: Record<string, string> = {
  'Record deleted': 'Enregistrement supprimé',
};
