/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    '此归档由更新版本的 Plinth 生成（版本高于 {{DOCUMENT_VERSION}}）',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    '无法导入“{{tn}}”的行（第 {{i}} 至 {{Math}} 行）：{{kind}}{{where}}',
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    '无效的归档：某个关系引用了归档中不包含的表（“{{tn}}” -> “{{rtn}}”）',
  'Invalid archive: no {{DOCUMENT_NAME}}': '无效的归档：缺少 {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': '无效的归档：缺少 {{name}}',
  'Invalid archive: not a zip file or a JSON document': '无效的归档：既不是 zip 文件，也不是 JSON 文档',
  'Invalid archive: {{msg}}': '无效的归档：{{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": '无效的归档：{{name}} 包含未知列“{{unknown}}”',
  'Invalid archive: {{name}} is not JSON': '无效的归档：{{name}} 不是 JSON',
  'Invalid archive: {{name}} names a table the archive does not make': '无效的归档：{{name}} 引用了归档中未创建的表',
  'Invalid archive: {{name}} repeats a column': '无效的归档：{{name}} 中有重复的列',
  'Invalid archive: {{name}}: {{err}}': '无效的归档：{{name}}：{{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': '不是 {{DOCUMENT_FORMAT}} 文档',
  'Send the exported zip or JSON file as the request body': '请将导出的 zip 或 JSON 文件作为请求正文发送',
};
