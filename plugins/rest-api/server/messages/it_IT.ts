/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'Record deleted': 'Record eliminato',
  "{{name}} must be 'true' or 'false'": "{{name}} deve essere 'true' o 'false'",
};
