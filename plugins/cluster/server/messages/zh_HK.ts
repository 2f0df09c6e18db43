/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl 必須是 URL',
};
