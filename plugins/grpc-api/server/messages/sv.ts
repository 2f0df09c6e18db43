/** Swedish server messages. */
export const sv: Record<string, string> = {
  'Record deleted': 'Posten har tagits bort',
  "Service {{service}} is not part of this project's package {{package}}": 'Tjänsten {{service}} ingår inte i projektets paket {{package}}',
  'method is required': 'method krävs',
  'service is required': 'service krävs',
};
