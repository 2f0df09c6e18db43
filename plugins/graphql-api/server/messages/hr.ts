/** Croatian server messages. */
export const hr: Record<string, string> = {
  'Bad request': 'Neispravan zahtjev',
};
