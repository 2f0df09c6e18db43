/** Swedish server messages. */
export const sv: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL:en är ogiltig: en absolut http- eller https-URL krävs',
  'body is too large': 'body är för stor',
  'method is one of {{METHODS}}': 'method är en av {{METHODS}}',
  'url is required': 'url krävs',
  'url is too long': 'url är för lång',
};
