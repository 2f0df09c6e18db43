/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL 執行器意外停止',
};
