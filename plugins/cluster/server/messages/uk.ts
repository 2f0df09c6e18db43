/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl має бути URL-адресою',
};
