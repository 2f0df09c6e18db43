/** Croatian server messages. */
export const hr: Record<string, string> = {
  Calendar: 'Kalendar',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Stupac kalendara {{what}} '{{key}}' nije stupac datuma ni datuma i vremena",
};
