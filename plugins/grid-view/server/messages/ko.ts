/** Korean server messages. */
export const ko: Record<string, string> = {
  Grid: '그리드',
};
