/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  Calendar: '日曆',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column": '日曆的 {{what}} 欄位「{{key}}」不是日期或日期時間欄位',
};
