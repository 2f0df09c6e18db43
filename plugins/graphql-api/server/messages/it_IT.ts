/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'Bad request': 'Richiesta non valida',
};
