/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'Error opening the terminal': '打开终端时出错',
  'Invalid terminal request': '无效的终端请求',
  'No such terminal': '没有此终端',
  'Only {{MAX_TERMINALS}} terminals can be opened': '最多只能打开 {{MAX_TERMINALS}} 个终端',
};
