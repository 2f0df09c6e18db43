/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl deve essere un URL',
};
