/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'Bad request': '無效的請求',
};
