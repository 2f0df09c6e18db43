/** Traditional Chinese (Taiwan) server messages. */
export const zh_TW: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL 執行器意外停止',
};
