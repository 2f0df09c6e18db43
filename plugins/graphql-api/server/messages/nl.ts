/** Dutch server messages. */
export const nl: Record<string, string> = {
  'Bad request': 'Ongeldig verzoek',
};
