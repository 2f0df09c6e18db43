/** Danish server messages. */
export const da: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl skal være en URL',
};
