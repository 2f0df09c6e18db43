/** Korean server messages. */
export const ko: Record<string, string> = {
  'At most 1000 paths at once': '한 번에 최대 1000개의 경로를 지정할 수 있습니다',
  'File deleted': '파일을 삭제했습니다',
  'File not found': '파일을 찾을 수 없습니다',
  'File too large: at most {{max}} MB per file': '파일이 너무 큽니다: 파일당 최대 {{max}} MB입니다',
  'Invalid file name': '파일 이름이 올바르지 않습니다',
  'Invalid or expired file token': '파일 토큰이 올바르지 않거나 만료되었습니다',
  'Invalid project id': '프로젝트 ID가 올바르지 않습니다',
  'No file content': '파일 내용이 없습니다',
  'paths must be a list of stored file names': 'paths는 저장된 파일 이름 목록이어야 합니다',
  'paths must not be empty': 'paths는 비어 있으면 안 됩니다',
};
