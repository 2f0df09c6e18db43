/** Dutch server messages. */
export const nl: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Kanban-groepskolom '{{groupColumn}}' is geen kolom met enkele selectie",
};
