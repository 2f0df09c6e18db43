/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'Record deleted': 'Registro excluído',
};
