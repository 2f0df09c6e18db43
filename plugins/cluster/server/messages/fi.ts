/** Finnish server messages. */
export const fi: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl-arvon on oltava URL',
};
