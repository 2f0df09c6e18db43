/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'Неправильна URL-адреса: потрібна абсолютна адреса http або https',
  'body is too large': 'body завелике',
  'method is one of {{METHODS}}': 'method — один із {{METHODS}}',
  'url is required': 'url обов’язковий',
  'url is too long': 'url задовгий',
};
