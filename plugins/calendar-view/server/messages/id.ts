/** Indonesian server messages. */
export const id: Record<string, string> = {
  Calendar: 'Kalender',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Kolom kalender {{what}} '{{key}}' bukan kolom tanggal atau tanggal-waktu",
};
