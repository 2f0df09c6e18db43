/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'Record deleted': 'Posten er slettet',
  "withTotal must be 'true' or 'false'": "withTotal må være 'true' eller 'false'",
};
