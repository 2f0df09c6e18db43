/** Korean server messages. */
export const ko: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl은 URL이어야 합니다',
};
