/** Korean server messages. */
export const ko: Record<string, string> = {
  Kanban: '칸반',
  "Kanban group column '{{groupColumn}}' is not a single select column": '칸반 그룹 열 ‘{{groupColumn}}’은(는) 단일 선택 열이 아닙니다',
};
