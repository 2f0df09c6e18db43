/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'Bad request': 'Yêu cầu không hợp lệ',
};
