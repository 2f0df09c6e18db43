/** Japanese server messages. */
export const ja: Record<string, string> = {
  'Error opening the terminal': 'ターミナルを開く際にエラーが発生しました',
  'Invalid terminal request': 'ターミナルのリクエストが無効です',
  'No such terminal': 'そのターミナルはありません',
  'Only {{MAX_TERMINALS}} terminals can be opened': '開けるターミナルは {{MAX_TERMINALS}} 個までです',
};
