/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'At most 1000 paths at once': 'Tối đa 1000 đường dẫn mỗi lần',
  'File deleted': 'Đã xóa tệp',
  'File not found': 'Không tìm thấy tệp',
  'File too large: at most {{max}} MB per file': 'Tệp quá lớn: tối đa {{max}} MB mỗi tệp',
  'Invalid file name': 'Tên tệp không hợp lệ',
  'Invalid or expired file token': 'Token tệp không hợp lệ hoặc đã hết hạn',
  'Invalid project id': 'Id dự án không hợp lệ',
  'No file content': 'Không có nội dung tệp',
  'paths must be a list of stored file names': 'paths phải là danh sách tên tệp đã lưu',
  'paths must not be empty': 'paths không được để trống',
};
