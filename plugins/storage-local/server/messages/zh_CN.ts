/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'At most 1000 paths at once': '一次最多 1000 个路径',
  'File deleted': '文件已删除',
  'File not found': '未找到文件',
  'File too large: at most {{max}} MB per file': '文件过大：每个文件最大 {{max}} MB',
  'Invalid file name': '文件名无效',
  'Invalid or expired file token': '文件令牌无效或已过期',
  'Invalid project id': '项目 ID 无效',
  'No file content': '没有文件内容',
  'paths must be a list of stored file names': 'paths 必须是已存储文件名的列表',
  'paths must not be empty': 'paths 不能为空',
};
