/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'Record deleted': 'Запис видалено',
  "withTotal must be 'true' or 'false'": "withTotal має бути 'true' або 'false'",
};
