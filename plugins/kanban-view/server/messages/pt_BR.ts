/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "A coluna de agrupamento do Kanban '{{groupColumn}}' não é uma coluna de seleção única",
};
