/** Hebrew server messages. */
export const iw: Record<string, string> = {
  Calendar: 'לוח שנה',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "עמודת ה-{{what}} של לוח השנה '{{key}}' אינה עמודת תאריך או תאריך ושעה",
};
