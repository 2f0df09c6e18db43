/** Finnish server messages. */
export const fi: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL ei kelpaa: tarvitaan absoluuttinen http- tai https-URL',
  'body is too large': 'body on liian suuri',
  'method is one of {{METHODS}}': 'method on yksi seuraavista: {{METHODS}}',
  'url is required': 'url vaaditaan',
  'url is too long': 'url on liian pitkä',
};
