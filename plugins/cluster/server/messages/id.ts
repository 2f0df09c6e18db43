/** Indonesian server messages. */
export const id: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl harus berupa URL',
};
