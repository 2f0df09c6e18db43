/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL 無效：需要以 http 或 https 開頭的絕對 URL',
  'body is too large': 'body 太大',
  'method is one of {{METHODS}}': 'method 必須是 {{METHODS}} 其中之一',
  'url is required': 'url 為必填',
  'url is too long': 'url 太長',
};
