/** Russian server messages. */
export const ru: Record<string, string> = {
  'Record deleted': 'Запись удалена',
  "Service {{service}} is not part of this project's package {{package}}": 'Сервис {{service}} не входит в пакет {{package}} этого проекта',
  'method is required': 'method обязателен',
  'service is required': 'service обязателен',
};
