/** Indonesian server messages. */
export const id: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column": "Kolom grup Kanban '{{groupColumn}}' bukan kolom pilihan tunggal",
};
