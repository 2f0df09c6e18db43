/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  Calendar: 'Lịch',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Cột {{what}} '{{key}}' của lịch không phải là cột ngày hoặc ngày giờ",
};
