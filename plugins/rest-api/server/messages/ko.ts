/** Korean server messages. */
export const ko: Record<string, string> = {
  'Record deleted': '레코드를 삭제했습니다',
  "{{name}} must be 'true' or 'false'": "{{name}}은 'true' 또는 'false'여야 합니다",
};
