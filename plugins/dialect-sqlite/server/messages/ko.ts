/** Korean server messages. */
export const ko: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL 실행기가 예기치 않게 중지되었습니다',
};
