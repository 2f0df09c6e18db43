/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'Record deleted': 'Đã xóa bản ghi',
  "withTotal must be 'true' or 'false'": "withTotal phải là 'true' hoặc 'false'",
};
