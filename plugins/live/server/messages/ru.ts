/** Russian server messages. */
export const ru: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Сокет отслеживает не более {{maxSubscriptions}} таблиц',
  'Authentication is unavailable': 'Аутентификация недоступна',
  "Forbidden: this action needs the 'airTable' permission": "Доступ запрещён: для этого действия нужно разрешение 'airTable'",
  'Invalid table': 'Неверная таблица',
  'projectId is required': 'projectId обязателен',
  'projectId is too long': 'projectId слишком длинный',
  'redisUrl must be a URL': 'redisUrl должен быть URL',
  'tn is required': 'tn обязателен',
  'tn is too long': 'tn слишком длинный',
};
