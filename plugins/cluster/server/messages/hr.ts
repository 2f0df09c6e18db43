/** Croatian server messages. */
export const hr: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl mora biti URL',
};
