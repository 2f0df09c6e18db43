/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl phải là một URL',
};
