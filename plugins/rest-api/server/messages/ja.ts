/** Japanese server messages. */
export const ja: Record<string, string> = {
  'Record deleted': 'レコードを削除しました',
};
