/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl deve ser uma URL',
};
