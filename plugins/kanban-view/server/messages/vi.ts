/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  Kanban: 'Kanban',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "Cột nhóm Kanban '{{groupColumn}}' không phải là cột chọn một giá trị",
};
