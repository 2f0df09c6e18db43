/** Thai server messages. */
export const th: Record<string, string> = {
  'Bad request': 'คำขอไม่ถูกต้อง',
};
