/** Dutch server messages. */
export const nl: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'De URL is ongeldig: er is een absolute http- of https-URL nodig',
  'body is too large': 'body is te groot',
  'method is one of {{METHODS}}': 'method is een van {{METHODS}}',
  'url is required': 'url is verplicht',
  'url is too long': 'url is te lang',
};
