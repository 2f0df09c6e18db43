/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL ni veljaven: potreben je absoluten URL http ali https',
  'body is too large': 'body je prevelik',
  'method is one of {{METHODS}}': 'method je eden od {{METHODS}}',
  'url is required': 'url je obvezen',
  'url is too long': 'url je predolg',
};
