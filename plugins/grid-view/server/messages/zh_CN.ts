/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  Grid: '网格',
};
