/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL 运行器意外停止',
};
