/** Russian server messages. */
export const ru: Record<string, string> = {
  'Record deleted': 'Запись удалена',
  "withTotal must be 'true' or 'false'": "withTotal должно быть 'true' или 'false'",
};
