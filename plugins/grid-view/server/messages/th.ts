/** Thai server messages. */
export const th: Record<string, string> = {
  Grid: 'ตาราง',
};
