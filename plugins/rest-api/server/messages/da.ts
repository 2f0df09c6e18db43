/** Danish server messages. */
export const da: Record<string, string> = {
  'Record deleted': 'Posten er slettet',
};
