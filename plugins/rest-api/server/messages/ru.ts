/** Russian server messages. */
export const ru: Record<string, string> = {
  'Record deleted': 'Запись удалена',
  "{{name}} must be 'true' or 'false'": "{{name}} должно быть 'true' или 'false'",
};
