/** Russian server messages. */
export const ru: Record<string, string> = {
  Kanban: 'Канбан',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Столбец группировки канбана '{{groupColumn}}' не является столбцом с одиночным выбором",
};
