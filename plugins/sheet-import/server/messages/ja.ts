/** Japanese server messages. */
export const ja: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'インポートできる列は最大 {{maxColumns}} 個です',
  'Choose at least one sheet': 'シートを 1 つ以上選択してください',
  'File too large: at most {{maxFileMb}} MB': 'ファイルが大きすぎます: 最大 {{maxFileMb}} MB です',
  'Import cancelled': 'インポートをキャンセルしました',
  'Import not found': 'インポートが見つかりません',
  'Invalid .xlsx file: {{msg}}': '無効な .xlsx ファイル: {{msg}}',
  'Malformed CSV: {{Length}}': 'CSV の形式が正しくありません: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "ファイルがアップロードされていません: フィールド 'file' を付けて multipart/form-data で送信してください",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "行 {{rowNumber}}、列 '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "マルチパートフィールド 'file' でファイルを 1 つ送信してください",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "シート '{{name}}' には {{width}} 列あります。インポートできるのは最大 {{maxColumns}} 列です",
  'Sheet {{sheet}} is not in the upload': 'シート {{sheet}} はアップロードに含まれていません',
  "Table '{{tn}}' needs at least one column": "テーブル '{{tn}}' には列が 1 つ以上必要です",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'ファイルには {{row}} 列あります。インポートできるのは最大 {{maxColumns}} 列です',
  'The file holds no rows': 'ファイルに行がありません',
  'The file is empty': 'ファイルが空です',
  'The file is not a valid .{{kind}} file': '有効な .{{kind}} ファイルではありません',
  'The workbook cannot be read: {{err}}': 'ワークブックを読み込めません: {{err}}',
  'Title is required': 'タイトルは必須です',
  'Title is too long': 'タイトルが長すぎます',
  'Unsupported column type': 'サポートされていない列の種類です',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'サポートされていないファイル形式です: .xlsx、.xls、.csv、.tsv ファイルをアップロードしてください',
  'Upload not found': 'アップロードが見つかりません',
  'uploadId is required': 'uploadId は必須です',
};
