/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'Record deleted': 'Posten er slettet',
};
