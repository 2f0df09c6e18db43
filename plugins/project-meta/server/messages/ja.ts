/** Japanese server messages. */
export const ja: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'このアーカイブは新しいバージョンの Plinth で作成されています (バージョン {{DOCUMENT_VERSION}} より後)',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "'{{tn}}' の行をインポートできませんでした ({{i}} 行目から {{Math}} 行目): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "無効なアーカイブ: リレーションがアーカイブに含まれないテーブルを指定しています ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': '無効なアーカイブ: {{DOCUMENT_NAME}} がありません',
  'Invalid archive: no {{name}}': '無効なアーカイブ: {{name}} がありません',
  'Invalid archive: not a zip file or a JSON document': '無効なアーカイブ: zip ファイルでも JSON ドキュメントでもありません',
  'Invalid archive: {{msg}}': '無効なアーカイブ: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "無効なアーカイブ: {{name}} に不明な列 '{{unknown}}' があります",
  'Invalid archive: {{name}} is not JSON': '無効なアーカイブ: {{name}} は JSON ではありません',
  'Invalid archive: {{name}} names a table the archive does not make':
    '無効なアーカイブ: {{name}} がアーカイブで作成されないテーブルを指定しています',
  'Invalid archive: {{name}} repeats a column': '無効なアーカイブ: {{name}} で列が重複しています',
  'Invalid archive: {{name}}: {{err}}': '無効なアーカイブ: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': '{{DOCUMENT_FORMAT}} ドキュメントではありません',
  'Send the exported zip or JSON file as the request body':
    'エクスポートした zip または JSON ファイルをリクエスト本文として送信してください',
};
