/** Indonesian server messages. */
export const id: Record<string, string> = {
  'Bad request': 'Permintaan tidak valid',
};
