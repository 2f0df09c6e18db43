/** Japanese server messages. */
export const ja: Record<string, string> = {
  Calendar: 'カレンダー',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "カレンダーの {{what}} 列 '{{key}}' は日付または日時の列ではありません",
};
