/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  Grid: 'Сітка',
};
