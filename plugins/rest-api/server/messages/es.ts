/** Spanish server messages. */
export const es: Record<string, string> = {
  'Record deleted': 'Registro eliminado',
};
