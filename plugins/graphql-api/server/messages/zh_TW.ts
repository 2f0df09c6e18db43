/** Traditional Chinese (Taiwan) server messages. */
export const zh_TW: Record<string, string> = {
  'Bad request': '無效的請求',
};
