/** French server messages. */
export const fr: Record<string, string> = {
  'Bad request': 'Requête incorrecte',
};
