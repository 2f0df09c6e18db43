/** Japanese server messages. */
export const ja: Record<string, string> = {
  Kanban: 'カンバン',
  "Kanban group column '{{groupColumn}}' is not a single select column":
    "カンバンのグループ列 '{{groupColumn}}' は単一選択の列ではありません",
};
