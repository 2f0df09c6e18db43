/** Danish server messages. */
export const da: Record<string, string> = {
  'Record deleted': 'Posten er slettet',
  "Service {{service}} is not part of this project's package {{package}}":
    'Tjenesten {{service}} er ikke en del af projektets pakke {{package}}',
  'method is required': 'method skal udfyldes',
  'service is required': 'service skal udfyldes',
};
