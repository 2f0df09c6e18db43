/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'L’URL non è valido: serve un URL http o https assoluto',
  'body is too large': 'body è troppo grande',
  'method is one of {{METHODS}}': 'method è uno tra {{METHODS}}',
  'url is required': 'url è obbligatorio',
  'url is too long': 'url è troppo lungo',
};
