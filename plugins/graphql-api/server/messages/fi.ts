/** Finnish server messages. */
export const fi: Record<string, string> = {
  'Bad request': 'Virheellinen pyyntö',
};
