/** Japanese server messages. */
export const ja: Record<string, string> = {
  Grid: 'グリッド',
};
