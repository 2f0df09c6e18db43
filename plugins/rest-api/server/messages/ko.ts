/** Korean server messages. */
export const ko: Record<string, string> = {
  'Record deleted': '레코드를 삭제했습니다',
};
