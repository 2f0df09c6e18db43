/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Tệp có tối đa 1.000.000 ký tự',
  'A file name cannot hold slashes or control characters': 'Tên tệp không được chứa dấu gạch chéo hoặc ký tự điều khiển',
  'A file name is at most 128 characters': 'Tên tệp có tối đa 128 ký tự',
  'A file name is required': 'Vui lòng nhập tên tệp',
  'A query is at most {{maxQueryChars}} characters': 'Truy vấn có tối đa {{maxQueryChars}} ký tự',
  'At most {{maxStatements}} statements run at once': 'Mỗi lần chạy tối đa {{maxStatements}} câu lệnh',
  'No such SQL file': 'Không có tệp SQL này',
  'SQL file deleted': 'Đã xóa tệp SQL',
  'The SQL editor is not available for {{displayName}} yet': 'Trình soạn thảo SQL chưa hỗ trợ {{displayName}}',
  'There is no statement to run': 'Không có câu lệnh nào để chạy',
  'project_id is required': 'Vui lòng nhập project_id',
  'query is required': 'Vui lòng nhập query',
};
