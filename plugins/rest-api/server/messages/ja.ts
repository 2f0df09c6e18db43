/** Japanese server messages. */
export const ja: Record<string, string> = {
  'Record deleted': 'レコードを削除しました',
  "{{name}} must be 'true' or 'false'": "{{name}} は 'true' または 'false' である必要があります",
};
