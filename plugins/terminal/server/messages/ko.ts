/** Korean server messages. */
export const ko: Record<string, string> = {
  'Error opening the terminal': '터미널을 여는 중 오류가 발생했습니다',
  'Invalid terminal request': '잘못된 터미널 요청입니다',
  'No such terminal': '해당 터미널이 없습니다',
  'Only {{MAX_TERMINALS}} terminals can be opened': '터미널은 {{MAX_TERMINALS}}개까지만 열 수 있습니다',
};
