/** Spanish server messages. */
export const es: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "La columna de agrupación del Kanban '{{groupColumn}}' no es una columna de selección única",
};
