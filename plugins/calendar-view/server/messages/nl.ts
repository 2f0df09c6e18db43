/** Dutch server messages. */
export const nl: Record<string, string> = {
  Calendar: 'Kalender',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Kalenderkolom ({{what}}) '{{key}}' is geen datum- of datum-tijdkolom",
};
