/** Russian server messages. */
export const ru: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'Неверный URL: нужен абсолютный URL http или https',
  'body is too large': 'body слишком большое',
  'method is one of {{METHODS}}': 'method — одно из {{METHODS}}',
  'url is required': 'url обязателен',
  'url is too long': 'url слишком длинный',
};
