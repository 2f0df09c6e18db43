/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Kanban-grupperingskolonnen '{{groupColumn}}' er ikke en enkeltvalgskolonne",
};
