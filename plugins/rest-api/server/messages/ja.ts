/** Japanese server messages. */
export const ja: Record<string, string> = {
  'Record deleted': 'レコードを削除しました',
  "withTotal must be 'true' or 'false'": "withTotal は 'true' または 'false' である必要があります",
};
