/** Russian server messages. */
export const ru: Record<string, string> = {
  Calendar: 'Календарь',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Столбец календаря ({{what}}) '{{key}}' не является столбцом даты или даты и времени",
};
