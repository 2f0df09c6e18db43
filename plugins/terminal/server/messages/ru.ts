/** Russian server messages. */
export const ru: Record<string, string> = {
  'Error opening the terminal': 'Ошибка при открытии терминала',
  'Invalid terminal request': 'Неверный запрос к терминалу',
  'No such terminal': 'Такого терминала нет',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Можно открыть не более {{MAX_TERMINALS}} терминалов',
};
