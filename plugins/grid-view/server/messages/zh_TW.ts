/** Traditional Chinese (Taiwan) server messages. */
export const zh_TW: Record<string, string> = {
  Grid: '網格',
};
