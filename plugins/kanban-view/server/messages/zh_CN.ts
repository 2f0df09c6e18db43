/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  Kanban: '看板',
  "Kanban group column '{{groupColumn}}' is not a single select column": '看板分组列“{{groupColumn}}”不是单选列',
};
