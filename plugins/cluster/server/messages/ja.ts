/** Japanese server messages. */
export const ja: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl は URL である必要があります',
};
