/** Slovenian server messages. */
export const sl: Record<string, string> = {
  Grid: 'Mreža',
};
