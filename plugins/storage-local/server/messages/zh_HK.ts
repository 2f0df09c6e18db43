/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'At most 1000 paths at once': '一次最多 1000 個路徑',
  'File deleted': '已刪除檔案',
  'File not found': '找不到檔案',
  'File too large: at most {{max}} MB per file': '檔案太大：每個檔案最多 {{max}} MB',
  'Invalid file name': '檔案名稱無效',
  'Invalid or expired file token': '檔案權杖無效或已過期',
  'Invalid project id': '項目 ID 無效',
  'No file content': '沒有檔案內容',
  'paths must be a list of stored file names': 'paths 必須是已儲存檔案名稱的列表',
  'paths must not be empty': 'paths 不能是空的',
};
