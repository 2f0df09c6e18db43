/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl חייב להיות כתובת URL',
};
