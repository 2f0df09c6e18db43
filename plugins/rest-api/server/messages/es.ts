/** Spanish server messages. */
export const es: Record<string, string> = {
  'Record deleted': 'Registro eliminado',
  "withTotal must be 'true' or 'false'": "withTotal debe ser 'true' o 'false'",
};
