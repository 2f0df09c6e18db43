/** Dutch server messages. */
export const nl: Record<string, string> = {
  'Record deleted': 'Record verwijderd',
};
