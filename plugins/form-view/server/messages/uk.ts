/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  Form: 'Форма',
  "Column '{{key}}' cannot be filled in a form": "Стовпець '{{key}}' не можна заповнити у формі",
  "Field '{{key}}' is listed twice": "Поле '{{key}}' указано двічі",
};
