/** French server messages. */
export const fr: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl doit être une URL',
};
