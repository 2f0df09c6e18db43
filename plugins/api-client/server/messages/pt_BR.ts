/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'A URL não é válida: é preciso uma URL http ou https absoluta',
  'body is too large': 'O corpo (body) é grande demais',
  'method is one of {{METHODS}}': 'method é um de {{METHODS}}',
  'url is required': 'url é obrigatória',
  'url is too long': 'url é longa demais',
};
