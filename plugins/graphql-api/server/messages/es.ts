/** Spanish server messages. */
export const es: Record<string, string> = {
  'Bad request': 'Petición incorrecta',
};
