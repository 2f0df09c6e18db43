/** French server messages. */
export const fr: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "La colonne de regroupement Kanban '{{groupColumn}}' n'est pas une colonne à sélection unique",
};
