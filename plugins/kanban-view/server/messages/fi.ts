/** Finnish server messages. */
export const fi: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Kanban-ryhmittelysarake '{{groupColumn}}' ei ole yhden valinnan sarake",
};
