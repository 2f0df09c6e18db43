/** Japanese server messages. */
export const ja: Record<string, string> = {
  'One logo at most': 'ロゴは 1 つまでです',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'ロゴの URL は http(s) アドレス、このサーバー上のパス、またはインライン画像である必要があります',
  'The title is at most 100 characters': 'タイトルは最大 100 文字です',
};
