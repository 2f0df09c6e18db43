/** Thai server messages. */
export const th: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl ต้องเป็น URL',
};
