/** Spanish server messages. */
export const es: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl debe ser una URL',
};
