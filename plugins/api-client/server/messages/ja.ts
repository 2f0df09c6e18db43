/** Japanese server messages. */
export const ja: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL が無効です: http または https の絶対 URL が必要です',
  'body is too large': 'body が大きすぎます',
  'method is one of {{METHODS}}': 'method は {{METHODS}} のいずれかです',
  'url is required': 'url は必須です',
  'url is too long': 'url が長すぎます',
};
