/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'Record deleted': 'Registro excluído',
  "withTotal must be 'true' or 'false'": "withTotal deve ser 'true' ou 'false'",
};
