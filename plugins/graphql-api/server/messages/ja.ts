/** Japanese server messages. */
export const ja: Record<string, string> = {
  'Bad request': '不正なリクエストです',
};
