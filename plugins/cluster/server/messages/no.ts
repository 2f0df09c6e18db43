/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'redisUrl must be a URL': 'redisUrl må være en URL',
};
