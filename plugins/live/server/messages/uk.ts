/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Сокет стежить щонайбільше за {{maxSubscriptions}} таблицями',
  'Authentication is unavailable': 'Автентифікація недоступна',
  "Forbidden: this action needs the 'airTable' permission": "Заборонено: для цієї дії потрібен дозвіл 'airTable'",
  'Invalid table': 'Неправильна таблиця',
  'projectId is required': 'projectId обов’язковий',
  'projectId is too long': 'projectId задовгий',
  'redisUrl must be a URL': 'redisUrl має бути URL-адресою',
  'tn is required': 'tn обов’язковий',
  'tn is too long': 'tn задовгий',
};
