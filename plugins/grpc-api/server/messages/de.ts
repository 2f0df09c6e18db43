/** German server messages. */
export const de: Record<string, string> = {
  'Record deleted': 'Datensatz gelöscht',
  "Service {{service}} is not part of this project's package {{package}}":
    'Der Dienst {{service}} gehört nicht zum Paket {{package}} dieses Projekts',
  'method is required': 'method ist erforderlich',
  'service is required': 'service ist erforderlich',
};
