/** Korean server messages. */
export const ko: Record<string, string> = {
  'A file is at most 1,000,000 characters': '파일은 최대 1,000,000자입니다',
  'A file name cannot hold slashes or control characters': '파일 이름에는 슬래시나 제어 문자를 쓸 수 없습니다',
  'A file name is at most 128 characters': '파일 이름은 최대 128자입니다',
  'A file name is required': '파일 이름은 필수입니다',
  'A query is at most {{maxQueryChars}} characters': '쿼리는 최대 {{maxQueryChars}}자입니다',
  'At most {{maxStatements}} statements run at once': '한 번에 최대 {{maxStatements}}개의 문을 실행할 수 있습니다',
  'No such SQL file': '해당 SQL 파일이 없습니다',
  'SQL file deleted': 'SQL 파일을 삭제했습니다',
  'The SQL editor is not available for {{displayName}} yet': 'SQL 편집기는 아직 {{displayName}}을(를) 지원하지 않습니다',
  'There is no statement to run': '실행할 문이 없습니다',
  'project_id is required': 'project_id는 필수입니다',
  'query is required': 'query는 필수입니다',
};
