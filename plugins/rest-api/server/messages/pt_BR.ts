/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'Record deleted': 'Registro excluído',
  "{{name}} must be 'true' or 'false'": "{{name}} deve ser 'true' ou 'false'",
};
