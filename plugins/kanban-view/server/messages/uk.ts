/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  Kanban: 'Канбан',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Стовпець групування канбану '{{groupColumn}}' не є стовпцем одиничного вибору",
};
