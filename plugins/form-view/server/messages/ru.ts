/** Russian server messages. */
export const ru: Record<string, string> = {
  Form: 'Форма',
  "Column '{{key}}' cannot be filled in a form": "Столбец '{{key}}' нельзя заполнить в форме",
  "Field '{{key}}' is listed twice": "Поле '{{key}}' указано дважды",
};
