/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'Record deleted': 'Record eliminato',
};
