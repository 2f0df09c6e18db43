/** German server messages. */
export const de: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed':
    'Die URL ist ungültig: eine absolute http- oder https-URL ist erforderlich',
  'body is too large': 'body ist zu groß',
  'method is one of {{METHODS}}': 'method ist eines von {{METHODS}}',
  'url is required': 'url ist erforderlich',
  'url is too long': 'url ist zu lang',
};
