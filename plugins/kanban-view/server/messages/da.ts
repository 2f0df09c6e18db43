/** Danish server messages. */
export const da: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Kanban-gruppekolonnen '{{groupColumn}}' er ikke en enkeltvalgskolonne",
};
