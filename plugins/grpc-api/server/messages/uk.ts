/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'Record deleted': 'Запис видалено',
  "Service {{service}} is not part of this project's package {{package}}":
    'Сервіс {{service}} не належить до пакета {{package}} цього проєкту',
  'method is required': 'method обов’язковий',
  'service is required': 'service обов’язковий',
};
