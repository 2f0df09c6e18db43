/** Danish server messages. */
export const da: Record<string, string> = {
  'Bad request': 'Ugyldig forespørgsel',
};
