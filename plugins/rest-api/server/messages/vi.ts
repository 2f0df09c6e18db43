/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'Record deleted': 'Đã xóa bản ghi',
};
