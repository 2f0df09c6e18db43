/** Croatian server messages. */
export const hr: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL nije ispravan: potreban je apsolutni http ili https URL',
  'body is too large': 'body je prevelik',
  'method is one of {{METHODS}}': 'method je jedan od {{METHODS}}',
  'url is required': 'url je obavezan',
  'url is too long': 'url je predug',
};
