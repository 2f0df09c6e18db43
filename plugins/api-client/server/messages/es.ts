/** Spanish server messages. */
export const es: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'La URL no es válida: se necesita una URL http o https absoluta',
  'body is too large': 'El cuerpo (body) es demasiado grande',
  'method is one of {{METHODS}}': 'method es uno de {{METHODS}}',
  'url is required': 'url es obligatoria',
  'url is too long': 'url es demasiado larga',
};
