/** French server messages. */
export const fr: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': "L'URL n'est pas valide : une URL http ou https absolue est nécessaire",
  'body is too large': 'Le corps (body) est trop volumineux',
  'method is one of {{METHODS}}': "method vaut l'une des valeurs {{METHODS}}",
  'url is required': 'url est obligatoire',
  'url is too long': 'url est trop longue',
};
