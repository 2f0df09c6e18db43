/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'A file is at most 1,000,000 characters': '文件最多 1,000,000 个字符',
  'A file name cannot hold slashes or control characters': '文件名不能包含斜杠或控制字符',
  'A file name is at most 128 characters': '文件名最多 128 个字符',
  'A file name is required': '文件名为必填项',
  'A query is at most {{maxQueryChars}} characters': '查询最多 {{maxQueryChars}} 个字符',
  'At most {{maxStatements}} statements run at once': '一次最多运行 {{maxStatements}} 条语句',
  'No such SQL file': '没有此 SQL 文件',
  'SQL file deleted': 'SQL 文件已删除',
  'The SQL editor is not available for {{displayName}} yet': 'SQL 编辑器暂不支持 {{displayName}}',
  'There is no statement to run': '没有可运行的语句',
  'project_id is required': 'project_id 为必填项',
  'query is required': 'query 为必填项',
};
