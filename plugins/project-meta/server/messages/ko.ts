/** Korean server messages. */
export const ko: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    '더 최신 버전의 Plinth에서 만든 아카이브입니다(버전 {{DOCUMENT_VERSION}} 초과)',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    '‘{{tn}}’의 행을 가져올 수 없습니다({{i}}~{{Math}}행): {{kind}}{{where}}',
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    '잘못된 아카이브: 관계가 아카이브에 없는 테이블을 가리킵니다(‘{{tn}}’ -> ‘{{rtn}}’)',
  'Invalid archive: no {{DOCUMENT_NAME}}': '잘못된 아카이브: {{DOCUMENT_NAME}}이(가) 없습니다',
  'Invalid archive: no {{name}}': '잘못된 아카이브: {{name}}이(가) 없습니다',
  'Invalid archive: not a zip file or a JSON document': '잘못된 아카이브: zip 파일이나 JSON 문서가 아닙니다',
  'Invalid archive: {{msg}}': '잘못된 아카이브: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'":
    '잘못된 아카이브: {{name}}에 알 수 없는 열 ‘{{unknown}}’이(가) 있습니다',
  'Invalid archive: {{name}} is not JSON': '잘못된 아카이브: {{name}}이(가) JSON이 아닙니다',
  'Invalid archive: {{name}} names a table the archive does not make':
    '잘못된 아카이브: {{name}}이(가) 아카이브에서 만들지 않는 테이블을 가리킵니다',
  'Invalid archive: {{name}} repeats a column': '잘못된 아카이브: {{name}}에 중복된 열이 있습니다',
  'Invalid archive: {{name}}: {{err}}': '잘못된 아카이브: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': '{{DOCUMENT_FORMAT}} 문서가 아닙니다',
  'Send the exported zip or JSON file as the request body': '내보낸 zip 또는 JSON 파일을 요청 본문으로 보내세요',
};
