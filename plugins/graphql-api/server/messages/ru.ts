/** Russian server messages. */
export const ru: Record<string, string> = {
  'Bad request': 'Неверный запрос',
};
