/** Italian server messages. */
export const it_IT: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "La colonna di raggruppamento Kanban '{{groupColumn}}' non è una colonna a selezione singola",
};
