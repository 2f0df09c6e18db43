/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'One logo at most': 'Tối đa một biểu trưng',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'url của biểu trưng phải là địa chỉ http(s), một đường dẫn trên máy chủ này hoặc một ảnh nhúng',
  'The title is at most 100 characters': 'Tiêu đề có tối đa 100 ký tự',
};
