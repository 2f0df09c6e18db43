/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl 必须是 URL',
};
