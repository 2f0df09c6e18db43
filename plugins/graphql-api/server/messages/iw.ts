/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'Bad request': 'בקשה שגויה',
};
