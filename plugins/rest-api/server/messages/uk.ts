/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'Record deleted': 'Запис видалено',
  "{{name}} must be 'true' or 'false'": "{{name}} має бути 'true' або 'false'",
};
