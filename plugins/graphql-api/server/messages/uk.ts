/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'Bad request': 'Неправильний запит',
};
