/** French server messages. */
export const fr: Record<string, string> = {
  Calendar: 'Calendrier',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "La colonne {{what}} '{{key}}' du calendrier n'est pas une colonne de date ou de date et heure",
};
