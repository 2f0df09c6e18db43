/** Spanish server messages. */
export const es: Record<string, string> = {
  'Error opening the terminal': 'Error al abrir la terminal',
  'Invalid terminal request': 'Petición de terminal no válida',
  'No such terminal': 'No existe esa terminal',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Solo se pueden abrir {{MAX_TERMINALS}} terminales',
};
