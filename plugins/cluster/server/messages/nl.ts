/** Dutch server messages. */
export const nl: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl moet een URL zijn',
};
