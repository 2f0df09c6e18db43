/** Croatian server messages. */
export const hr: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Stupac grupiranja kanbana '{{groupColumn}}' nije stupac jednostrukog odabira",
};
