/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'Record deleted': 'Đã xóa bản ghi',
  "{{name}} must be 'true' or 'false'": "{{name}} phải là 'true' hoặc 'false'",
};
