/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'Record deleted': 'Record eliminato',
  "withTotal must be 'true' or 'false'": "withTotal deve essere 'true' o 'false'",
};
