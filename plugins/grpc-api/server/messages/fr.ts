/** French server messages. */
export const fr: Record<string, string> = {
  'Record deleted': 'Enregistrement supprimé',
  "Service {{service}} is not part of this project's package {{package}}":
    'Le service {{service}} ne fait pas partie du paquet {{package}} de ce projet',
  'method is required': 'method est obligatoire',
  'service is required': 'service est obligatoire',
};
