/** Slovenian server messages. */
export const sl: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Stolpec za združevanje v kanbanu '{{groupColumn}}' ni stolpec z enojno izbiro",
};
