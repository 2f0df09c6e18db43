/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'A file is at most 1,000,000 characters': '檔案最多 1,000,000 個字元',
  'A file name cannot hold slashes or control characters': '檔案名稱不能包含斜線或控制字元',
  'A file name is at most 128 characters': '檔案名稱最多 128 個字元',
  'A file name is required': '檔案名稱為必填',
  'A query is at most {{maxQueryChars}} characters': '查詢最多 {{maxQueryChars}} 個字元',
  'At most {{maxStatements}} statements run at once': '一次最多執行 {{maxStatements}} 個語句',
  'No such SQL file': '沒有此 SQL 檔案',
  'SQL file deleted': '已刪除 SQL 檔案',
  'The SQL editor is not available for {{displayName}} yet': 'SQL 編輯器尚不支援 {{displayName}}',
  'There is no statement to run': '沒有可執行的語句',
  'project_id is required': 'project_id 為必填',
  'query is required': 'query 為必填',
};
