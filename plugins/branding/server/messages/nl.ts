/** Dutch server messages. */
export const nl: Record<string, string> = {
  'One logo at most': 'Maximaal één logo',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'De logo-URL moet een http(s)-adres, een pad op deze server of een inline afbeelding zijn',
  'The title is at most 100 characters': 'De titel is maximaal 100 tekens lang',
};
