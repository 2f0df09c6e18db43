/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL không hợp lệ: cần một URL http hoặc https tuyệt đối',
  'body is too large': 'body quá lớn',
  'method is one of {{METHODS}}': 'method phải là một trong {{METHODS}}',
  'url is required': 'Vui lòng nhập url',
  'url is too long': 'url quá dài',
};
