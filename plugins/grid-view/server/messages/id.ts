/** Indonesian server messages. */
export const id: Record<string, string> = {
  Grid: 'Kisi',
};
