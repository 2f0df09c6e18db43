/** Finnish server messages. */
export const fi: Record<string, string> = {
  Calendar: 'Kalenteri',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Kalenterin {{what}}-sarake '{{key}}' ei ole päivämäärä- tai päivämäärä- ja aikasarake",
};
