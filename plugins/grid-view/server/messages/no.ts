/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  Grid: 'Rutenett',
};
