/** Spanish server messages. */
export const es: Record<string, string> = {
  Calendar: 'Calendario',
  "Calendar {{what}} column '{{key}}' is not a date or date-time column":
    "La columna {{what}} '{{key}}' del calendario no es una columna de fecha o de fecha y hora",
};
