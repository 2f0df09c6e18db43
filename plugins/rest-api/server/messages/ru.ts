/** Russian server messages. */
export const ru: Record<string, string> = {
  'Record deleted': 'Запись удалена',
};
