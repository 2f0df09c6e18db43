/** Russian server messages. */
export const ru: Record<string, string> = {
  Grid: 'Сетка',
};
