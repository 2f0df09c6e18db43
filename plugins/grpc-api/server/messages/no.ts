/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'Record deleted': 'Posten er slettet',
  "Service {{service}} is not part of this project's package {{package}}":
    'Tjenesten {{service}} er ikke en del av prosjektets pakke {{package}}',
  'method is required': 'method må fylles ut',
  'service is required': 'service må fylles ut',
};
