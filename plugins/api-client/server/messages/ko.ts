/** Korean server messages. */
export const ko: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed':
    'URL이 올바르지 않습니다: http 또는 https로 시작하는 절대 URL이 필요합니다',
  'body is too large': 'body가 너무 큽니다',
  'method is one of {{METHODS}}': 'method는 {{METHODS}} 중 하나여야 합니다',
  'url is required': 'url은 필수입니다',
  'url is too long': 'url이 너무 깁니다',
};
