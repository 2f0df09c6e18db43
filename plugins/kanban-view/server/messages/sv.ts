/** Swedish server messages. */
export const sv: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Kanban-gruppkolumnen '{{groupColumn}}' är inte en kolumn med enkelval",
};
