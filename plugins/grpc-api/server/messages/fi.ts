/** Finnish server messages. */
export const fi: Record<string, string> = {
  'Record deleted': 'Tietue poistettu',
  "Service {{service}} is not part of this project's package {{package}}":
    'Palvelu {{service}} ei kuulu tämän projektin pakettiin {{package}}',
  'method is required': 'method vaaditaan',
  'service is required': 'service vaaditaan',
};
