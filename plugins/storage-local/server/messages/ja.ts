/** Japanese server messages. */
export const ja: Record<string, string> = {
  'At most 1000 paths at once': 'パスは一度に最大 1000 個です',
  'File deleted': 'ファイルを削除しました',
  'File not found': 'ファイルが見つかりません',
  'File too large: at most {{max}} MB per file': 'ファイルが大きすぎます: 1 ファイルあたり最大 {{max}} MB です',
  'Invalid file name': 'ファイル名が無効です',
  'Invalid or expired file token': 'ファイルトークンが無効か期限切れです',
  'Invalid project id': 'プロジェクト ID が無効です',
  'No file content': 'ファイルの内容がありません',
  'paths must be a list of stored file names': 'paths は保存済みファイル名のリストである必要があります',
  'paths must not be empty': 'paths を空にすることはできません',
};
