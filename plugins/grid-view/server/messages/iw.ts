/** Hebrew server messages. */
export const iw: Record<string, string> = {
  Grid: 'רשת',
};
