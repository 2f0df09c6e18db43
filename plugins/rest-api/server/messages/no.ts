/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'Record deleted': 'Posten er slettet',
  "{{name}} must be 'true' or 'false'": "{{name}} må være 'true' eller 'false'",
};
