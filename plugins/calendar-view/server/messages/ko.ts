/** Korean server messages. */
export const ko: Record<string, string> = {
  Calendar: '캘린더',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    '캘린더 {{what}} 열 ‘{{key}}’은(는) 날짜 또는 날짜/시간 열이 아닙니다',
};
