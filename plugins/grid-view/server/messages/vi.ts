/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  Grid: 'Lưới',
};
