/** Traditional Chinese (Taiwan) server messages. */
export const zh_TW: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl 必須是 URL',
};
