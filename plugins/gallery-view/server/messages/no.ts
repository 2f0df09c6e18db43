/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  Gallery: 'Galleri',
};
