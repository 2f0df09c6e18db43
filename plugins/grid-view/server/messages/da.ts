/** Danish server messages. */
export const da: Record<string, string> = {
  Grid: 'Gitter',
};
