/** Japanese server messages. */
export const ja: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'ファイルは最大 1,000,000 文字です',
  'A file name cannot hold slashes or control characters': 'ファイル名にスラッシュや制御文字は使えません',
  'A file name is at most 128 characters': 'ファイル名は最大 128 文字です',
  'A file name is required': 'ファイル名は必須です',
  'A query is at most {{maxQueryChars}} characters': 'クエリは最大 {{maxQueryChars}} 文字です',
  'At most {{maxStatements}} statements run at once': '一度に実行できるステートメントは最大 {{maxStatements}} 個です',
  'No such SQL file': 'その SQL ファイルはありません',
  'SQL file deleted': 'SQL ファイルを削除しました',
  'The SQL editor is not available for {{displayName}} yet': 'SQL エディターは {{displayName}} ではまだ利用できません',
  'There is no statement to run': '実行するステートメントがありません',
  'project_id is required': 'project_id は必須です',
  'query is required': 'query は必須です',
};
