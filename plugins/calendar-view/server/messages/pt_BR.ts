/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  Calendar: 'Calendário',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "A coluna {{what}} '{{key}}' do calendário não é uma coluna de data ou data e hora",
};
