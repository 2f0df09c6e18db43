/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'Bad request': 'Neveljavna zahteva',
};
