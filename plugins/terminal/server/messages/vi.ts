/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'Error opening the terminal': 'Lỗi khi mở cửa sổ dòng lệnh',
  'Invalid terminal request': 'Yêu cầu dòng lệnh không hợp lệ',
  'No such terminal': 'Không có cửa sổ dòng lệnh này',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Chỉ có thể mở {{MAX_TERMINALS}} cửa sổ dòng lệnh',
};
