/** Traditional Chinese (Taiwan) server messages. */
export const zh_TW: Record<string, string> = {
  Kanban: '看板',
  "Kanban group column '{{groupColumn}}' is not a single select column": '看板分組欄位「{{groupColumn}}」不是單選欄位',
};
