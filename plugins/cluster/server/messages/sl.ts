/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl mora biti URL',
};
