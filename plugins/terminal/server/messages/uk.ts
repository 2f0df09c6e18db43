/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'Error opening the terminal': 'Помилка відкриття термінала',
  'Invalid terminal request': 'Неправильний запит термінала',
  'No such terminal': 'Такого термінала немає',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Можна відкрити лише {{MAX_TERMINALS}} терміналів',
};
