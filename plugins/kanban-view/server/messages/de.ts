/** German server messages. */
export const de: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Die Kanban-Gruppenspalte '{{groupColumn}}' ist keine Einfachauswahl-Spalte",
};
