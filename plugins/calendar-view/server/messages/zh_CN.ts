/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  Calendar: '日历',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column": '日历的 {{what}} 列“{{key}}”不是日期或日期时间列',
};
