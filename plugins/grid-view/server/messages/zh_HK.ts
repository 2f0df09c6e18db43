/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  Grid: '網格',
};
