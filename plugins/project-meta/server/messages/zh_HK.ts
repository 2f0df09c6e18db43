/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    '此封存檔由較新版本的 Plinth 產生（版本高於 {{DOCUMENT_VERSION}}）',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    '無法匯入「{{tn}}」的記錄（第 {{i}} 到 {{Math}} 列）：{{kind}}{{where}}',
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    '無效的封存檔：有關聯指定了封存檔中沒有的資料表（「{{tn}}」 -> 「{{rtn}}」）',
  'Invalid archive: no {{DOCUMENT_NAME}}': '無效的封存檔：缺少 {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': '無效的封存檔：缺少 {{name}}',
  'Invalid archive: not a zip file or a JSON document': '無效的封存檔：既不是 zip 檔，也不是 JSON 文件',
  'Invalid archive: {{msg}}': '無效的封存檔：{{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": '無效的封存檔：{{name}} 含有未知的欄位「{{unknown}}」',
  'Invalid archive: {{name}} is not JSON': '無效的封存檔：{{name}} 不是 JSON',
  'Invalid archive: {{name}} names a table the archive does not make': '無效的封存檔：{{name}} 指定了封存檔未建立的資料表',
  'Invalid archive: {{name}} repeats a column': '無效的封存檔：{{name}} 中有重複的欄位',
  'Invalid archive: {{name}}: {{err}}': '無效的封存檔：{{name}}：{{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': '不是 {{DOCUMENT_FORMAT}} 文件',
  'Send the exported zip or JSON file as the request body': '請將匯出的 zip 或 JSON 檔案作為請求主體傳送',
};
