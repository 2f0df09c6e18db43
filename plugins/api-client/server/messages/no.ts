/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL-en er ugyldig: en absolutt http- eller https-URL kreves',
  'body is too large': 'body er for stor',
  'method is one of {{METHODS}}': 'method må være en av {{METHODS}}',
  'url is required': 'url må fylles ut',
  'url is too long': 'url er for lang',
};
