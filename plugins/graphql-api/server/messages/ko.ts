/** Korean server messages. */
export const ko: Record<string, string> = {
  'Bad request': '잘못된 요청입니다',
};
