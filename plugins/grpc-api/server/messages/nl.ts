/** Dutch server messages. */
export const nl: Record<string, string> = {
  'Record deleted': 'Record verwijderd',
  "Service {{service}} is not part of this project's package {{package}}":
    'Service {{service}} hoort niet bij pakket {{package}} van dit project',
  'method is required': 'method is verplicht',
  'service is required': 'service is verplicht',
};
