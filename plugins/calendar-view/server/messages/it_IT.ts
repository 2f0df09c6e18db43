/** Italian server messages. */
export const it_IT: Record<string, string> = {
  Calendar: 'Calendario',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "La colonna {{what}} del calendario '{{key}}' non è una colonna di data o data e ora",
};
