/** Japanese server messages. */
export const ja: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'SQL ランナーが予期せず停止しました',
};
