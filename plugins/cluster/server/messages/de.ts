/** German server messages. */
export const de: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl muss eine URL sein',
};
