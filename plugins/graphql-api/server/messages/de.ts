/** German server messages. */
export const de: Record<string, string> = {
  'Bad request': 'Ungültige Anfrage',
};
