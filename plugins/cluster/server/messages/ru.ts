/** Russian server messages. */
export const ru: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl должен быть URL',
};
