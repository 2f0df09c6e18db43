/** Thai server messages. */
export const th: Record<string, string> = {
  Calendar: 'ปฏิทิน',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column": "คอลัมน์ {{what}} '{{key}}' ของปฏิทินไม่ใช่คอลัมน์วันที่หรือวันที่และเวลา",
};
