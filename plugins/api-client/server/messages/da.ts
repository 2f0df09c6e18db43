/** Danish server messages. */
export const da: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': "URL'en er ugyldig: der kræves en absolut http- eller https-URL",
  'body is too large': 'body er for stor',
  'method is one of {{METHODS}}': 'method skal være en af {{METHODS}}',
  'url is required': 'url skal udfyldes',
  'url is too long': 'url er for lang',
};
