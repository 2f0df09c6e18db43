/** Spanish server messages. */
export const es: Record<string, string> = {
  'Record deleted': 'Registro eliminado',
  "{{name}} must be 'true' or 'false'": "{{name}} debe ser 'true' o 'false'",
};
