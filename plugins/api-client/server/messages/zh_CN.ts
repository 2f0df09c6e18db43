/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL 无效：需要以 http 或 https 开头的绝对 URL',
  'body is too large': 'body 过大',
  'method is one of {{METHODS}}': 'method 必须是 {{METHODS}} 之一',
  'url is required': 'url 为必填项',
  'url is too long': 'url 过长',
};
