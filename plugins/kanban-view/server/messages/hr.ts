/** Croatian server messages. */
export const hr: Record<string, string> = {
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Stupac grupiranja kanbana '{{groupColumn}}' nije stupac jednostrukog odabira",
};
