/** German server messages. */
export const de: Record<string, string> = {
  Calendar: 'Kalender',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Die Kalender-Spalte ({{what}}) '{{key}}' ist keine Datums- oder Datum-Uhrzeit-Spalte",
};
