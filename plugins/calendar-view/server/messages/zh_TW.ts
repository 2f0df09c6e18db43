/** Traditional Chinese (Taiwan) server messages. */
export const zh_TW: Record<string, string> = {
  Calendar: '日曆',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column": '行事曆的 {{what}} 欄位「{{key}}」不是日期或日期時間欄位',
};
