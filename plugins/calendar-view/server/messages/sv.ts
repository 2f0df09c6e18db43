/** Swedish server messages. */
export const sv: Record<string, string> = {
  Calendar: 'Kalender',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Kalenderkolumnen ({{what}}) '{{key}}' är inte en datum- eller datum-tid-kolumn",
};
