/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'Record deleted': 'Record eliminato',
  "Service {{service}} is not part of this project's package {{package}}":
    'Il servizio {{service}} non fa parte del pacchetto {{package}} di questo progetto',
  'method is required': 'method è obbligatorio',
  'service is required': 'service è obbligatorio',
};
