/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'Bad request': '请求无效',
};
