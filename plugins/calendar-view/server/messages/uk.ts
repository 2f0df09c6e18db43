/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  Calendar: 'Календар',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "Стовпець календаря {{what}} '{{key}}' не є стовпцем дати чи дати й часу",
};
