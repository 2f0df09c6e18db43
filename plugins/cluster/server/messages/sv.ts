/** Swedish server messages. */
export const sv: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl måste vara en URL',
};
